import type { AssertNoneMissing } from '../../../lib/assert-none-missing';

/**
 * The test-run shapes that are the web app's own: which test's readings are taken, and where the
 * test was made. The readings and verdicts are the engine's own types (`ReadingsInput`, `Verdict`,
 * `VerdictStatus` of @pipeproof/engine).
 */

/** The tests an engineer times and records on site (product.md §3 'Saved test record'). */
export type TestKind = 'strength' | 'let-by' | 'tightness' | 'purge';

/** Every test kind, for the device stores' readers; checked against `TestKind` below. */
export const TEST_KINDS = [
  'strength',
  'let-by',
  'tightness',
  'purge',
] as const satisfies readonly TestKind[];
type _EveryTestKindListed = AssertNoneMissing<Exclude<TestKind, (typeof TEST_KINDS)[number]>>;

/**
 * Whether `kind`'s test period was observed on the app's timer (decision 0414), from the kinds
 * whose timer ran to its end: null for a purge, whose timer shows a longest time rather than a
 * duration to sit out, so there is nothing to ask or record.
 */
export function timedInAppFor(timedKinds: readonly TestKind[], kind: TestKind): boolean | null {
  return kind === 'purge' ? null : timedKinds.includes(kind);
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

export const EMPTY_SITE: SiteRecord = { siteName: '', sectionIdentity: '', location: null };
