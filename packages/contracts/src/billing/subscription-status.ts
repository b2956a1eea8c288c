import { z } from 'zod';
import { PaidTierSchema, TierSchema } from '../tiers/tier';
import { SUBSCRIPTION_STATES } from './subscription-state';

/**
 * GET /api/subscription-status (product.md §3 Subscription status, §7): the tier the server enforces
 * (free when signed out or when nothing is known) and, for a Stripe subscription, what the
 * account page needs to say when things change (decision 0503).
 */
export const SubscriptionStatusSchema = z.object({
  tier: TierSchema,
  /** False when this server has no Stripe key: plans are changed by the admin tool. */
  paymentsConfigured: z.boolean(),
  /** Stripe's subscription status; null when the user has never subscribed. */
  status: z.enum(SUBSCRIPTION_STATES).nullable(),
  /** The paid plan the Stripe subscription is for; null without one. */
  planTier: PaidTierSchema.nullable(),
  /** ISO date-time the paid period ends (renewal, cancellation or scheduled change). */
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled: the plan stays until currentPeriodEnd, then the tier becomes free. */
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade booked for currentPeriodEnd; null when none. */
  scheduledTier: PaidTierSchema.nullable(),
  /** A sentence for the user when Stripe could not take the last payment; else null. */
  paymentWarning: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;
