import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Mirror SUBSCRIPTION_TIERS / PAID_TIERS in @pipeproof/contracts; a new tier needs a migration.
const TIERS = sql.raw(`('free', 'basic', 'premium', 'professional')`);
const PAID_TIERS = sql.raw(`('basic', 'premium', 'professional')`);

/**
 * A user's Stripe customer and the last state of their subscription as read from Stripe
 * (decisions 0500, 0501). One customer per user, made before their first Checkout. The tier the
 * server enforces stays on `user.subscription_tier`; this is what the account page explains.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull().unique(),
    /** The subscription the tier follows; null before the first one. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's status of that subscription (SUBSCRIPTION_STATES). */
    status: text('status'),
    /** The paid plan its price is for; null when the price is not one of ours. */
    planTier: text('plan_tier'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
    /** A downgrade booked (subscription schedule) for the end of the period. */
    scheduledTier: text('scheduled_tier'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('billing_accounts_plan_tier_valid', sql`${table.planTier} in ${PAID_TIERS}`),
    check('billing_accounts_scheduled_tier_valid', sql`${table.scheduledTier} in ${PAID_TIERS}`),
  ],
);

/** Stripe events already applied: a repeated delivery does nothing (decision 0501). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).defaultNow().notNull(),
});

/** Every change of a user's tier: who, from, to, why and when (decision 0500). */
export const tierChanges = pgTable(
  'tier_changes',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    /** TIER_CHANGE_CAUSES (apps/server/src/modules/billing/record-tier-change.ts). */
    cause: text('cause').notNull(),
    /** The Stripe event that led to it, when one did. */
    stripeEventId: text('stripe_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('tier_changes_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('tier_changes_from_tier_valid', sql`${table.fromTier} in ${TIERS}`),
    check('tier_changes_to_tier_valid', sql`${table.toTier} in ${TIERS}`),
    check(
      'tier_changes_cause_valid',
      sql`${table.cause} in ('admin', 'stripe-webhook', 'refresh', 'plan-change', 'cancellation')`,
    ),
  ],
);
