import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitCounters } from '../../db/schema';

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends. */
  readonly ttl: number;
}

const { key: keyColumn, hits, windowEndsAt } = rateLimitCounters;
const hasEnded = sql`${windowEndsAt} <= now()`;

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in one atomic statement, so any number
 * of app processes share the count (decision 0800). A window that has ended starts again at 1.
 * Times are the database's (`now()`), never a process's clock.
 */
export async function incrementRateLimitCounter(
  db: Db,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: keyColumn,
      set: {
        hits: sql`case when ${hasEnded} then 1 else ${hits} + 1 end`,
        windowEndsAt: sql`case when ${hasEnded} then excluded.window_ends_at else ${windowEndsAt} end`,
      },
    })
    .returning({
      current: hits,
      ttl: sql<number>`ceil(extract(epoch from ${windowEndsAt} - now()) * 1000)::int`,
    });
  if (!row) throw new Error('rate_limit_counters: the upsert returned no row');
  // `now()` is when this statement's transaction began. A statement that waited for another
  // connection's lock on the row began earlier than the window that connection started, so it
  // would see up to a few milliseconds more than `windowMs` left: no window is longer than itself.
  return { current: row.current, ttl: Math.min(windowMs, Math.max(0, row.ttl)) };
}
