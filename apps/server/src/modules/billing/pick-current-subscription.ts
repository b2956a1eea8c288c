import { isSubscriptionState } from '@pipeproof/contracts';
import type Stripe from 'stripe';
import { isLiveSubscriptionState } from './tier-for-subscription-state';

function isLive(subscription: Stripe.Subscription): boolean {
  return isSubscriptionState(subscription.status) && isLiveSubscriptionState(subscription.status);
}

/**
 * The subscription a customer's tier follows (decision 0501): the newest live one (active,
 * trialing, past_due), else the newest of any status, else null. So a late 'deleted' event for an
 * old subscription cannot end a newer one.
 */
export function pickCurrentSubscription(
  subscriptions: readonly Stripe.Subscription[],
): Stripe.Subscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find(isLive) ?? newestFirst[0] ?? null;
}
