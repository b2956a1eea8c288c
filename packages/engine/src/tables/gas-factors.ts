import type { GasType } from '../domain-types';

export interface GasFactors {
  /** F1 when testing with the gas itself (minutes per mbar·m³ of GRM × IV). */
  readonly f1Gas: number;
  /** F1 when testing with air. */
  readonly f1Air: number;
  /** F3 when testing with gas (converts mbar·m³ per minute to m³/h of gas). */
  readonly f3Gas: number;
  /** F3 when testing with air. */
  readonly f3Air: number;
}

/**
 * Table: factors F1 and F3 by gas and test medium (IGE/UP/1).
 * Source: standards.md §2. product.md §9's "F3 air 0.94" is a typo for 0.094 (standards.md §2).
 * F3 ≈ 60 / 1013.25. The commercial calculator (IGE/UP/1A) uses the Natural Gas row only.
 */
export const GAS_FACTORS = {
  'Natural Gas': { f1Gas: 42, f1Air: 67, f3Gas: 0.059, f3Air: 0.094 },
  Propane: { f1Gas: 102, f1Air: 221, f3Gas: 0.059, f3Air: 0.126 },
  Butane: { f1Gas: 128, f1Air: 305, f3Gas: 0.059, f3Air: 0.134 },
  'LPG/Air (SNG)': { f1Gas: 45, f1Air: 60, f3Gas: 0.059, f3Air: 0.078 },
  'LPG/Air (SMG)': { f1Gas: 28, f1Air: 33, f3Gas: 0.059, f3Air: 0.069 },
} as const satisfies Record<GasType, GasFactors>;
