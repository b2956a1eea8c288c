import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Ratings and comments from the feedback page (product.md §2 Feedback page, §3 Feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    /** Null for signed-out visitors, and when the user is deleted. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('feedback_rating_range', sql`${table.rating} between 1 and 5`),
    index('feedback_created_at_idx').on(table.createdAt.desc()),
  ],
);
