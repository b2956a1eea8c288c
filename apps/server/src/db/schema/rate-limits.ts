import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters every app process shares on PostgreSQL (decision 0800): one row per
 * limiter and client, counting hits in a fixed window. A row whose window has ended is dead: the
 * next hit starts a new window in it, and the store deletes such rows now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** '<limiter>|<client key>', e.g. 'sign-in|203.0.113.7' or 'POST /api/feedback|…'. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** The database's clock, so the processes' clocks need not agree. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
