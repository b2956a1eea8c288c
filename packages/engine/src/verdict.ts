import type { VerdictStatus } from './domain-types';

/** A test verdict with its reasons in words (product.md §4: PENDING until the readings exist). */
export interface Verdict {
  readonly status: VerdictStatus;
  readonly reasons: readonly string[];
}

/** True when a reading has not been taken (absent or null). */
export function isMissing<T>(reading: T | null | undefined): reading is null | undefined {
  return reading === null || reading === undefined;
}
