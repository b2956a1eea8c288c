import type { GasType } from '../domain-types';

/**
 * Table: maximum permitted leak rate (MPLR), m³/h, by gas and area type (IGE/UP/1).
 * Source: standards.md §3. Natural Gas uses the published figures: new or Type A 0.0014;
 * Type B 0.0005 × RV; Type C 0.03. Other gases: MPLR = F3(air) / F1(air) × (1, RV / 2.8,
 * 1 / 0.047), each figure rounded DOWN to 3 significant figures (a maximum; decision 0904), e.g.
 * propane Type A 0.126 / 221 = 0.000570136… → 0.000570. product.md §9's MPLR table
 * (0.0028/0.0056/…) has no support and is not used.
 */
export const MPLR_NATURAL_GAS = {
  newOrTypeAM3h: 0.0014,
  typeBM3hPerRoomM3: 0.0005,
  typeCM3h: 0.03,
} as const;

export interface MplrRow {
  readonly gasType: GasType;
  /** New installations and existing Type A. */
  readonly newOrTypeAM3h: number;
  /** Existing Type B: multiply by the room volume in m³. */
  readonly typeBM3hPerRoomM3: number;
  /** Existing Type C. */
  readonly typeCM3h: number;
  readonly isPublished: boolean;
}

/** A derived row: F3(air) / F1(air) × 1, × 1 / 2.8, × 1 / 0.047, each DOWN to 3 figures. */
function derived(
  gasType: GasType,
  newOrTypeAM3h: number,
  typeBM3hPerRoomM3: number,
  typeCM3h: number,
): MplrRow {
  return { gasType, newOrTypeAM3h, typeBM3hPerRoomM3, typeCM3h, isPublished: false };
}

/**
 * The figures used and printed. The derived rows are written out (tables.test.ts works each one
 * out from the gas factors), so the table reads as standards.md §3.4 prints it.
 */
export const MPLR_TABLE: readonly MplrRow[] = Object.freeze(
  [
    { gasType: 'Natural Gas' as const, ...MPLR_NATURAL_GAS, isPublished: true },
    derived('Propane', 0.00057, 0.000203, 0.0121), // 0.126 / 221 = 0.000570136…
    derived('Butane', 0.000439, 0.000156, 0.00934), // 0.134 / 305 = 0.000439344…
    derived('LPG/Air (SNG)', 0.0013, 0.000464, 0.0276), // 0.078 / 60 = 0.0013
    derived('LPG/Air (SMG)', 0.00209, 0.000746, 0.0444), // 0.069 / 33 = 0.00209090…
  ].map((row) => Object.freeze(row)),
);
