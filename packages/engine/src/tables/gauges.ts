import type { GaugeType } from '../domain-types';

export interface GaugeSpec {
  readonly label: string;
  /** Gauge readable movement, mbar. */
  readonly grmMbar: number;
  /** Longest tightness test duration the gauge may be used for, minutes. */
  readonly maxTestDurationMin: number;
}

/**
 * Table: gauge readable movement (GRM) and maximum tightness test duration by gauge.
 * Source: standards.md §2 (water gauge and 1-decimal electronic gauge GRM 0.5 mbar; 2-decimal
 * electronic gauge GRM 0.1 mbar; maximum TTD 30 min for GRM 0.5 and 15 min for GRM 0.1 —
 * the maxima are single source).
 */
export const GAUGES = {
  water: { label: 'Water gauge', grmMbar: 0.5, maxTestDurationMin: 30 },
  electronic05: {
    label: 'Electronic gauge (1 decimal place)',
    grmMbar: 0.5,
    maxTestDurationMin: 30,
  },
  electronic01: {
    label: 'Electronic gauge (2 decimal places)',
    grmMbar: 0.1,
    maxTestDurationMin: 15,
  },
} as const satisfies Record<GaugeType, GaugeSpec>;
