/**
 * Table: IGE/UP/1A let-by test duration (minutes) by installation volume.
 * Source: standards.md §3 (IV ≤ 0.5 m³ → 2 min, ≤ 0.8 → 3, ≤ 1.0 → 4). The industrial let-by
 * test lasts the tightness test duration instead. product.md §9's "duration equals tightness
 * duration" for the commercial calculator is overruled by standards.md.
 */
export const COMMERCIAL_LET_BY_DURATION_TABLE = [
  { ivUpToM3: 0.5, durationMin: 2 },
  { ivUpToM3: 0.8, durationMin: 3 },
  { ivUpToM3: 1, durationMin: 4 },
] as const;

/**
 * Let-by test rules (standards.md §3): test pressure 50 % of MOP; PASS when the pressure rise is
 * at most 0 mbar.
 */
export const LET_BY_TEST_RULES = {
  pressureFractionOfMop: 0.5,
  maxRiseMbar: 0,
} as const;
