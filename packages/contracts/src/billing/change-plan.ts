import { z } from 'zod';
import { RequestedPlanSchema } from './checkout-session';
import { SubscriptionStatusSchema } from './subscription-status';

/**
 * POST /api/change-plan: move an existing Stripe subscription to another paid plan. An upgrade
 * takes effect at once (prorated); a downgrade at the end of the paid period (product.md §10).
 * Choosing the plan you are on again undoes a booked downgrade or cancellation.
 */
export const ChangePlanRequestSchema = z.object({ tier: RequestedPlanSchema });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequestSchema>;

/**
 * The answer of every billing action (change plan, refresh, cancel): a sentence to show (product.md §7
 * 'message') and the subscription as it now stands.
 */
export const BillingActionResponseSchema = z.object({
  message: z.string(),
  subscription: SubscriptionStatusSchema,
});
export type BillingActionResponse = z.infer<typeof BillingActionResponseSchema>;
