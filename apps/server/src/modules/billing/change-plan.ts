import { tierRank, type BillingActionResponse, type PaidTier } from '@pipeproof/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../app-error';
import type { BillingContext } from './billing-context';
import { BILLING_MESSAGES } from './billing-messages';
import { toBillingSnapshot } from './billing-snapshot';
import { fetchCurrentSubscription } from './fetch-current-subscription';
import { findBillingAccountByUser } from './find-billing-account';
import { priceForTier } from './plan-prices';
import { readBillingAnswer } from './read-billing-answer';
import { bookPriceChangeAtPeriodEnd, releaseSchedule } from './subscription-schedule';
import { syncWhileLocked } from './sync-billing-account';
import { isLiveSubscriptionState } from './tier-for-subscription-state';

/** Upgrade now: the new price at once, the difference for this period invoiced and charged. */
async function upgrade(ctx: BillingContext, subscription: Stripe.Subscription, tier: PaidTier) {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
  await releaseSchedule(ctx, subscription);
  const stripe = await ctx.getStripe();
  await stripe.subscriptions.update(subscription.id, {
    items: [{ id: item.id, price: priceForTier(ctx.prices, tier) }],
    proration_behavior: 'always_invoice',
    payment_behavior: 'error_if_incomplete',
    cancel_at_period_end: false,
  });
}

/** Staying on the current plan undoes a booked downgrade or cancellation. */
async function keep(ctx: BillingContext, subscription: Stripe.Subscription) {
  await releaseSchedule(ctx, subscription);
  if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
    const stripe = await ctx.getStripe();
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
  }
}

async function downgrade(ctx: BillingContext, subscription: Stripe.Subscription, tier: PaidTier) {
  if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
    const stripe = await ctx.getStripe();
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
  }
  await bookPriceChangeAtPeriodEnd(ctx, subscription, priceForTier(ctx.prices, tier));
}

/**
 * POST /api/change-plan (product.md §10): upgrades take effect at once (prorated), downgrades at the
 * end of the paid period, the current plan undoes a pending change. Runs under the customer's
 * lock on a fresh read of the subscription, so a double press changes nothing twice.
 */
export async function changePlan(
  ctx: BillingContext,
  userId: string,
  target: PaidTier,
): Promise<BillingActionResponse> {
  const account = await findBillingAccountByUser(ctx.db, userId);
  if (!account) throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscriptionToChange);
  return ctx.customerLock.run(account.stripeCustomerId, async () => {
    const subscription = await fetchCurrentSubscription(ctx, account.stripeCustomerId);
    const before = toBillingSnapshot(subscription, ctx.prices);
    const current = before.planTier;
    if (!subscription || !before.status || !isLiveSubscriptionState(before.status) || !current) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscriptionToChange);
    }
    let message: string;
    if (target === current) {
      await keep(ctx, subscription);
      message = BILLING_MESSAGES.staying(current);
    } else if (tierRank(target) > tierRank(current)) {
      await upgrade(ctx, subscription, target);
      message = BILLING_MESSAGES.upgraded(target);
    } else {
      await downgrade(ctx, subscription, target);
      message = BILLING_MESSAGES.downgradeBooked(current, target, before.currentPeriodEnd);
    }
    await syncWhileLocked(ctx, { account, cause: 'plan-change' });
    return readBillingAnswer(ctx, userId, () => message);
  });
}
