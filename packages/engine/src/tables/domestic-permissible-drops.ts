import type { GasType, GaugeType, MeterType } from '../domain-types';

export const DOMESTIC_GAS_FAMILIES = ['Natural Gas', 'LPG', 'LPG/Air'] as const;
/** The three columns of the IGEM/UP/1B Edition 4 drop table (standards.md §7.7). */
export type DomesticGasFamily = (typeof DOMESTIC_GAS_FAMILIES)[number];

/** Which column of the drop table each gas reads (Propane and Butane are LPG). */
export const DOMESTIC_GAS_FAMILY = {
  'Natural Gas': 'Natural Gas',
  Propane: 'LPG',
  Butane: 'LPG',
  'LPG/Air (SNG)': 'LPG/Air',
  'LPG/Air (SMG)': 'LPG/Air',
} as const satisfies Record<GasType, DomesticGasFamily>;

/**
 * Table: IGEM/UP/1B Edition 4 (domestic) largest permissible pressure drop in the 2-minute
 * tightness test with appliances connected, by gas and installation volume; an IV exactly on a
 * bound belongs to that row. `maxDropMbar: null` is the published "no perceptible movement".
 * Source: standards.md §7.7.
 */
export const DOMESTIC_PERMISSIBLE_DROPS = [
  { gasFamily: 'Natural Gas', ivUpToM3: 0.005, maxDropMbar: 8 },
  { gasFamily: 'Natural Gas', ivUpToM3: 0.01, maxDropMbar: 4 },
  { gasFamily: 'Natural Gas', ivUpToM3: 0.015, maxDropMbar: 2.5 },
  { gasFamily: 'Natural Gas', ivUpToM3: 0.035, maxDropMbar: 1 },
  { gasFamily: 'LPG', ivUpToM3: 0.0025, maxDropMbar: 2 },
  { gasFamily: 'LPG', ivUpToM3: 0.005, maxDropMbar: 1 },
  { gasFamily: 'LPG', ivUpToM3: 0.01, maxDropMbar: 0.5 },
  { gasFamily: 'LPG', ivUpToM3: 0.035, maxDropMbar: null },
  { gasFamily: 'LPG/Air', ivUpToM3: 0.025, maxDropMbar: 1.5 },
  { gasFamily: 'LPG/Air', ivUpToM3: 0.035, maxDropMbar: 0.5 },
] as const satisfies readonly {
  gasFamily: DomesticGasFamily;
  ivUpToM3: number;
  maxDropMbar: number | null;
}[];

/**
 * Table: the smallest pressure movement that counts as perceptible, by gauge, mbar. "No
 * perceptible movement" is met only by a drop below it. A gauge reading to 0.5 mbar
 * (`electronic05`) cannot show it and is refused. Source: standards.md §7.6.
 */
export const DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR = {
  water: 0.25,
  electronic01: 0.2,
} as const satisfies Partial<Record<GaugeType, number>>;
export type DomesticGaugeType = keyof typeof DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR;

/** The meters of standards.md §7.2 (rated flow up to 16 m³/h). */
export const DOMESTIC_METER_TYPES = [
  'Domestic',
  'G4/U6',
  'U16',
] as const satisfies readonly MeterType[];

/**
 * Figures of the IGEM/UP/1B Edition 4 procedure. Source: standards.md §7.1, §7.3–§7.5, §7.9.
 * `maxLpgTestPressureMbar` is not from the standard: an input limit far above any domestic LPG
 * operating pressure (propane 37 mbar), so a typing slip is refused by field.
 */
export const DOMESTIC_TEST = {
  maxInstallationVolumeM3: 0.035,
  letByMinPressureMbar: 7,
  letByMaxPressureMbar: 10,
  letByDurationMin: 1,
  letByMaxRiseMbar: 0,
  naturalGasTestPressureMbar: 20,
  naturalGasMinTestPressureMbar: 18,
  naturalGasStabilisationMin: 1,
  lpgMinStabilisationMin: 1,
  lpgMaxStabilisationMin: 5,
  lpgDefaultStabilisationMin: 5,
  testDurationMin: 2,
  purgeVolumeFactor: 1.5,
  maxLpgTestPressureMbar: 100,
} as const;
