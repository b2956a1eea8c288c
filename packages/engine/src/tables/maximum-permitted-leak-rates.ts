import { GAS_TYPES, type GasType } from '../domain-types';
import { AREA_TYPE_FACTORS } from './area-type-factors';
import { GAS_FACTORS } from './gas-factors';

/**
 * Table: maximum permitted leak rate (MPLR), m³/h, by gas and area type (IGE/UP/1).
 * Source: standards.md §3. Natural Gas uses the published figures: new or Type A 0.0014;
 * Type B 0.0005 × RV; Type C 0.03. Other gases: MPLR = F3(air) / F1(air) × (1, RV / 2.8,
 * 1 / 0.047), e.g. propane Type A 0.126 / 221 = 0.00057. product.md §9's MPLR table
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

function mplrRowFor(gasType: GasType): MplrRow {
  if (gasType === 'Natural Gas') return { gasType, ...MPLR_NATURAL_GAS, isPublished: true };
  const { f3Air, f1Air } = GAS_FACTORS[gasType];
  const typeA = f3Air / f1Air;
  return {
    gasType,
    // Unrounded, as the formula gives them: the MPLR actually used is cleaned once, at the end.
    newOrTypeAM3h: typeA,
    typeBM3hPerRoomM3: typeA / AREA_TYPE_FACTORS.typeBRoomVolumeFactorM3,
    typeCM3h: typeA / AREA_TYPE_FACTORS.typeCFactor,
    isPublished: false,
  };
}

export const MPLR_TABLE: readonly MplrRow[] = Object.freeze(
  GAS_TYPES.map((gasType) => Object.freeze(mplrRowFor(gasType))),
);
