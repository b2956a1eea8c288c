import {
  isSubscriptionState,
  type PaidTier,
  type SubscriptionState,
  type Tier,
} from '@pipeproof/contracts';
import type Stripe from 'stripe';
import { tierForPrice, type PlanPrices } from './plan-prices';
import { tierForSubscriptionState } from './tier-for-subscription-state';

/** A subscription as PipeProof keeps it (billing_accounts), read from Stripe. */
export interface BillingSnapshot {
  subscriptionId: string | null;
  status: SubscriptionState | null;
  planTier: PaidTier | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduledTier: PaidTier | null;
  /** The tier it gives; null when there is no subscription at all (the tier is left alone). */
  tier: Tier | null;
}

export const NO_SUBSCRIPTION: BillingSnapshot = {
  subscriptionId: null,
  status: null,
  planTier: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  tier: null,
};

const toDate = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

function priceIdOf(price: string | { id: string } | null | undefined): string | null {
  if (price === null || price === undefined) return null;
  return typeof price === 'string' ? price : price.id;
}

/**
 * The plan a subscription schedule moves to after the current period: the first phase starting
 * at or after `periodEnd` (a downgrade booked by change-plan.ts). Null without one.
 */
function scheduledPriceId(
  schedule: Stripe.Subscription['schedule'],
  periodEnd: number | undefined,
): string | null {
  if (schedule === null || typeof schedule === 'string' || periodEnd === undefined) return null;
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  return priceIdOf(next?.items[0]?.price);
}

/**
 * What a Stripe subscription means for PipeProof (decision 0501). Its status is Stripe's; a status
 * this code does not know gives nothing (free). The period end is when a cancellation or a booked
 * downgrade takes effect.
 */
export function toBillingSnapshot(
  subscription: Stripe.Subscription | null,
  prices: PlanPrices,
): BillingSnapshot {
  if (subscription === null) return NO_SUBSCRIPTION;
  const item = subscription.items.data[0];
  const planTier = tierForPrice(prices, priceIdOf(item?.price));
  const status = isSubscriptionState(subscription.status) ? subscription.status : null;
  const scheduledTier = tierForPrice(
    prices,
    scheduledPriceId(subscription.schedule, item?.current_period_end),
  );
  return {
    subscriptionId: subscription.id,
    status,
    planTier,
    currentPeriodEnd: toDate(subscription.cancel_at ?? item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    scheduledTier: scheduledTier === planTier ? null : scheduledTier,
    tier: status === null ? 'free' : tierForSubscriptionState(status, planTier),
  };
}
