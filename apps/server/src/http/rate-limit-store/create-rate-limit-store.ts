import type { FastifyBaseLogger } from 'fastify';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { AppError } from '../../app-error';
import type { Database } from '../../db/database';
import { deleteEndedRateLimitCounters } from './delete-ended-rate-limit-counters';
import { incrementRateLimitCounter, type RateLimitCount } from './increment-rate-limit-counter';
import { nameRateLimiter, type RateLimiterParams } from './name-rate-limiter';

export const RATE_LIMIT_UNAVAILABLE_MESSAGE =
  'PipeProof is briefly unavailable. Please try again in a few seconds.';

/** Ended counters are deleted at most this often per process, after a hit. */
export const COUNTER_CLEANUP_EVERY_MS = 60_000;

type IncrCallback = (error: Error | null, result?: RateLimitCount) => void;
type CountHit = (key: string, callback: IncrCallback, windowMs: number, max: number) => void;

export interface RateLimitStoreDeps {
  database: Database;
  logger: FastifyBaseLogger;
}

/**
 * The `store` of @fastify/rate-limit (decision 0800). On PostgreSQL every limiter counts in the
 * rate_limit_counters table, so N app processes allow the limit once, not N times; a counter
 * the database cannot update fails closed with a 503 (never a guess let through, never a 500).
 * On embedded PGlite (one process by construction) it is the plugin's own in-process store.
 * Either way each limiter counts under its own name (nameRateLimiter).
 */
export function createRateLimitStore({
  database,
  logger,
}: RateLimitStoreDeps): FastifyRateLimitStoreCtor {
  const countShared = database.driver === 'postgres' ? sharedCounter(database, logger) : null;

  class RateLimitStore {
    readonly #countHit: CountHit;

    /** The plugin makes the root store from its own options; each limiter gets a child(). */
    constructor(params: RateLimiterParams, limiterName?: string) {
      if (limiterName === undefined) {
        this.#countHit = (_key, callback) =>
          callback(new Error('Rate limits: only named limiters count (decision 0800)'));
      } else if (countShared) {
        this.#countHit = (key, callback, windowMs) =>
          countShared(`${limiterName}|${key}`, callback, windowMs);
      } else {
        const local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
        this.#countHit = (key, callback, windowMs, max) => local.incr(key, callback, windowMs, max);
      }
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      this.#countHit(key, callback, timeWindow, max);
    }

    child(params: RateLimiterParams): RateLimitStore {
      return new RateLimitStore(params, nameRateLimiter(params));
    }
  }
  return RateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

function sharedCounter(
  { db }: Database,
  logger: FastifyBaseLogger,
): (key: string, callback: IncrCallback, windowMs: number) => void {
  let lastCleanupAt = Date.now();
  const cleanUpNowAndThen = () => {
    if (Date.now() - lastCleanupAt < COUNTER_CLEANUP_EVERY_MS) return;
    lastCleanupAt = Date.now();
    deleteEndedRateLimitCounters(db).catch((error: unknown) => {
      logger.warn({ err: error }, 'Could not delete ended rate-limit counters; will try again');
    });
  };
  return (key, callback, windowMs) => {
    incrementRateLimitCounter(db, key, windowMs).then(
      (count) => {
        callback(null, count);
        cleanUpNowAndThen();
      },
      (error: unknown) => {
        // Fail closed: no count, no guess. The error handler answers 503 (with Retry-After when
        // the database is down, decision 0802) and logs it; the cause stays on the error.
        const unavailable = new AppError('SERVICE_UNAVAILABLE', RATE_LIMIT_UNAVAILABLE_MESSAGE);
        unavailable.cause = error;
        callback(unavailable);
      },
    );
  };
}
