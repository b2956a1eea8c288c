/**
 * Table: IGE/UP/1A tightness test duration (minutes) for EXISTING installations, by
 * installation volume band and test medium.
 * Source: standards.md §3 (upper bounds 0.15, 0.30, 0.45, 0.60, 0.75, 0.90, 1.00 m³;
 * air 2, 3, 5, 6, 8, 9, 10; natural gas 2, 2, 3, 4, 5, 6, 6). product.md §9 agrees.
 */
export const COMMERCIAL_EXISTING_TTD_TABLE = [
  { ivUpToM3: 0.15, airDurationMin: 2, naturalGasDurationMin: 2 },
  { ivUpToM3: 0.3, airDurationMin: 3, naturalGasDurationMin: 2 },
  { ivUpToM3: 0.45, airDurationMin: 5, naturalGasDurationMin: 3 },
  { ivUpToM3: 0.6, airDurationMin: 6, naturalGasDurationMin: 4 },
  { ivUpToM3: 0.75, airDurationMin: 8, naturalGasDurationMin: 5 },
  { ivUpToM3: 0.9, airDurationMin: 9, naturalGasDurationMin: 6 },
  { ivUpToM3: 1, airDurationMin: 10, naturalGasDurationMin: 6 },
] as const;
