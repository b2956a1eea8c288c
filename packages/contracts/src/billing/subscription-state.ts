/**
 * The states of a Stripe subscription PipeProof knows (Stripe's `subscription.status`). Plain
 * values, no zod: the web app shows them and the server maps them to a tier
 * (apps/server/src/modules/billing/tier-for-subscription-state.ts, decision 0501).
 */
export const SUBSCRIPTION_STATES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export function isSubscriptionState(value: string): value is SubscriptionState {
  return (SUBSCRIPTION_STATES as readonly string[]).includes(value);
}
