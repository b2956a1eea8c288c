/**
 * The test-run shapes that are the web app's own: which test's readings are taken, and where the
 * test was made. The readings and verdicts are the engine's own types (`ReadingsInput`, `Verdict`,
 * `VerdictStatus` of @pipeproof/engine).
 */

/** The tests an engineer times and records on site (product.md §3 'Saved test record'). */
export type TestKind = 'strength' | 'let-by' | 'tightness' | 'purge';

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

export const EMPTY_SITE: SiteRecord = { siteName: '', sectionIdentity: '', location: null };
