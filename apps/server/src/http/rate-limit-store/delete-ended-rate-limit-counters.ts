import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitCounters } from '../../db/schema';

/**
 * Deletes the counters whose window has ended (decision 0800): the next hit would start them
 * again at 1, so they count nothing. Safe beside concurrent hits: a hit racing the delete either
 * resets the row first or inserts it afresh. Returns how many went.
 */
export async function deleteEndedRateLimitCounters(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
