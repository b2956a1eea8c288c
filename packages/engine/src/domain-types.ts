/**
 * The closed vocabularies of the engine (product.md §3 "Enumerations", standards.md). Every `switch`
 * over one of these is exhaustive (see `assertNever`), so adding a member fails to compile until
 * each calculation handles it.
 */

export const CALCULATOR_TYPES = ['commercial', 'industrial', 'domestic'] as const;
/**
 * commercial = IGE/UP/1A (IV ≤ 1 m³, OP ≤ 40 mbar, Natural Gas); industrial = IGE/UP/1;
 * domestic = IGEM/UP/1B Edition 4 (IV ≤ 0.035 m³, standards.md §7).
 */
export type CalculatorType = (typeof CALCULATOR_TYPES)[number];

/** The calculators of IGE/UP/1A and IGE/UP/1 (strength test, MOP-based let-by, purge flow). */
export const IGE_CALCULATOR_TYPES = ['commercial', 'industrial'] as const;
export type IgeCalculatorType = (typeof IGE_CALCULATOR_TYPES)[number];

export const INSTALLATION_TYPES = ['new', 'existing'] as const;
export type InstallationType = (typeof INSTALLATION_TYPES)[number];

export const OPERATION_TYPES = ['Strength Test', 'Tightness Test', 'Purge'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const GAS_TYPES = [
  'Natural Gas',
  'Propane',
  'Butane',
  'LPG/Air (SNG)',
  'LPG/Air (SMG)',
] as const;
export type GasType = (typeof GAS_TYPES)[number];

export const TEST_MEDIA = ['Air', 'Gas'] as const;
/** The fluid the installation is tested with: air, or the gas it carries. */
export type TestMedium = (typeof TEST_MEDIA)[number];

export const GAUGE_TYPES = ['water', 'electronic05', 'electronic01'] as const;
export type GaugeType = (typeof GAUGE_TYPES)[number];

export const AREA_TYPES = ['Type A', 'Type B', 'Type C'] as const;
/** Room classification of IGE/UP/1 for existing installations (spec: zoneType). */
export type AreaType = (typeof AREA_TYPES)[number];

/** The pipe materials of the IGE/UP/1 and IGE/UP/1A tables (commercial and industrial). */
export const PIPE_MATERIALS = ['steel', 'copper'] as const;
/**
 * The domestic calculator's materials (standards.md §7.2): PE is polyethylene SDR 11; CSST is
 * corrugated stainless steel tube, which takes the steel figures.
 */
export const DOMESTIC_PIPE_MATERIALS = ['copper', 'steel', 'pe', 'csst'] as const;
export type PipeMaterial = (typeof DOMESTIC_PIPE_MATERIALS)[number];

export const METER_TYPES = [
  'Domestic',
  'G4/U6',
  'U16',
  'U25',
  'U40',
  'U65',
  'U100',
  'U160',
] as const;
export type MeterType = (typeof METER_TYPES)[number];

/**
 * The meters a domestic installation takes, by the names IGEM/UP/1B and the meters carry
 * (standards.md §7.2): what /domestic offers and what its certificate prints.
 */
export const DOMESTIC_METER_LABELS = {
  Domestic: 'E6/G4',
  'G4/U6': 'U6/G4',
  U16: 'U16/G10',
} as const satisfies Partial<Record<MeterType, string>>;

export const HOSE_STACK_TYPES = ['hose', 'stack'] as const;
export type HoseStackType = (typeof HOSE_STACK_TYPES)[number];

export const PURGE_DIRECTIONS = ['air-to-gas', 'gas-to-air'] as const;
export type PurgeDirection = (typeof PURGE_DIRECTIONS)[number];

export const SAFETY_FACTORS = [1.5, 2, 3] as const;
export type SafetyFactor = (typeof SAFETY_FACTORS)[number];

export const VERDICT_STATUSES = ['PASS', 'FAIL', 'PENDING'] as const;
export type VerdictStatus = (typeof VERDICT_STATUSES)[number];

/** The standard a calculation is made to. */
export type Standard = 'IGE/UP/1A' | 'IGE/UP/1' | 'IGEM/UP/1B Edition 4';

export function standardFor(calculatorType: CalculatorType): Standard {
  switch (calculatorType) {
    case 'commercial':
      return 'IGE/UP/1A';
    case 'industrial':
      return 'IGE/UP/1';
    case 'domestic':
      return 'IGEM/UP/1B Edition 4';
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(calculatorType);
  }
}

/** Compile-time exhaustiveness guard for `switch` statements over the unions above. */
export function assertNever(value: never): never {
  throw new TypeError(`Unhandled case: ${String(value)}`);
}
