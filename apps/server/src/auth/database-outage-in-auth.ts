import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { reportDatabaseUnavailable, type WarnLogger } from '../db/report-database-unavailable';

/**
 * better-auth does not always fail when the database does: sign-out logs the failed delete and
 * answers 200 (the session lives on), and get-session's 500 drops the cause. What it logs still
 * carries the error, so its logger and onAPIError report an outage here, and the mount asks after
 * the call whether one happened in it (docs/decisions/0802).
 */
interface OutageSeen {
  error?: unknown;
}

const currentCall = new AsyncLocalStorage<OutageSeen>();

/** Set aside between better-auth calls with better-auth's own (async-context-between-calls.ts). */
export const outageAsyncStorage: AsyncLocalStorage<unknown> = currentCall;

/**
 * Runs one better-auth call; `databaseError` is the first "database unavailable" error (see
 * is-database-unavailable.ts) better-auth reported while it ran, else undefined.
 */
export async function callNotingDatabaseOutage<T>(
  call: () => Promise<T>,
): Promise<{ result: T; databaseError: unknown }> {
  const seen: OutageSeen = {};
  const result = await currentCall.run(seen, call);
  return { result, databaseError: seen.error };
}

/**
 * For better-auth's logger and onAPIError: when one of `values` is a "database unavailable" error,
 * reports it (at warn, throttled, one line without a stack), marks the current call as failed and
 * returns true; anything else is left to the caller to log.
 */
export function reportIfDatabaseOutage(logger: WarnLogger, values: readonly unknown[]): boolean {
  const error = values.find(isDatabaseUnavailable);
  if (error === undefined) return false;
  reportDatabaseUnavailable(logger, error);
  const seen = currentCall.getStore();
  if (seen && seen.error === undefined) seen.error = error;
  return true;
}
