import { ceilTolerant } from '../rounding';

/**
 * Table: IGE/UP/1A tightness test duration (minutes) for NEW installations, by installation
 * volume band and gauge readable movement.
 * Source: standards.md §3 — TTD = max(2, ceil(GRM × IVrow / 0.015)), rows (upper bounds) 0.06 to
 * 0.90 m³ in steps of 0.03; GRM 0.5: 2, 3, …, 30; GRM 0.1: 2 up to 0.30, 3 up to 0.45, 4 up
 * to 0.60, 5 up to 0.75, 6 up to 0.90. Above 0.90 m³ a GRM 0.5 gauge exceeds its 30-minute
 * maximum; the last row (up to 1.00 m³) gives 7 minutes for GRM 0.1 and the formula's 34 for
 * GRM 0.5, which the gauge check then rejects.
 * (product.md §9's 31-row table to 0.96 m³ is the earlier app's; standards.md wins.)
 */
export const COMMERCIAL_NEW_TTD_DIVISOR_M3 = 0.015;
export const COMMERCIAL_NEW_TTD_MINIMUM_MIN = 2;

export interface CommercialNewTtdRow {
  readonly ivUpToM3: number;
  readonly grm05DurationMin: number;
  readonly grm01DurationMin: number;
}

export function computeCommercialNewTtdMin(grmMbar: number, ivRowM3: number): number {
  const durationMin = ceilTolerant((grmMbar * ivRowM3) / COMMERCIAL_NEW_TTD_DIVISOR_M3);
  return Math.max(COMMERCIAL_NEW_TTD_MINIMUM_MIN, durationMin);
}

function buildRows(): readonly CommercialNewTtdRow[] {
  // Bounds from integer hundredths so that no step accumulates binary error.
  const hundredths: number[] = [];
  for (let h = 6; h <= 90; h += 3) hundredths.push(h);
  hundredths.push(100);
  return hundredths.map((h) =>
    Object.freeze({
      ivUpToM3: h / 100,
      grm05DurationMin: computeCommercialNewTtdMin(0.5, h / 100),
      grm01DurationMin: computeCommercialNewTtdMin(0.1, h / 100),
    }),
  );
}

export const COMMERCIAL_NEW_TTD_TABLE: readonly CommercialNewTtdRow[] = Object.freeze(buildRows());
