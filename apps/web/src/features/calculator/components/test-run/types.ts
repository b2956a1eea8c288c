/** The tests an engineer times and records on site (product.md §3 'Saved test record'). */
export type TestKind = 'strength' | 'let-by' | 'tightness' | 'purge';

export type VerdictStatus = 'PASS' | 'FAIL' | 'PENDING';

/**
 * A verdict as the engine gives it (product.md §4: PENDING until the readings exist). `reasons` is
 * readonly so the engine's own `Verdict` (readonly arrays) can be passed straight in.
 */
export interface TestVerdict {
  status: VerdictStatus;
  reasons: readonly string[];
}

/** Actual readings (product.md §3). Empty inputs are undefined. */
export interface Readings {
  /** mbar */
  actualPressureDrop?: number;
  /** m³/h */
  actualFlowRate?: number;
  /** % gas at the purge point */
  actualGasContent?: number;
  /** Let-by pressure rise, mbar */
  letByPressureReading?: number;
}

export interface GeoLocation {
  latitude: number;
  longitude: number;
}

/** Report extras (product.md §3): where the test was made. */
export interface SiteRecord {
  siteName: string;
  sectionIdentity: string;
  location: GeoLocation | null;
}
