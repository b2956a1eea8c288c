import type { BillingActionResponse } from '@pipeproof/contracts';
import { AppError } from '../../app-error';
import type { BillingContext } from './billing-context';
import { BILLING_MESSAGES } from './billing-messages';
import { toBillingSnapshot } from './billing-snapshot';
import { fetchCurrentSubscription } from './fetch-current-subscription';
import { findBillingAccountByUser } from './find-billing-account';
import { readBillingAnswer } from './read-billing-answer';
import { releaseSchedule } from './subscription-schedule';
import { syncWhileLocked } from './sync-billing-account';
import { isLiveSubscriptionState } from './tier-for-subscription-state';

/**
 * POST /api/cancel-subscription (product.md §4, §9): cancels at the end of the paid period, so the user
 * keeps the plan until then (no refunds for part months). A booked downgrade is dropped. Asking
 * again changes nothing and says the same.
 */
export async function cancelSubscription(
  ctx: BillingContext,
  userId: string,
): Promise<BillingActionResponse> {
  const account = await findBillingAccountByUser(ctx.db, userId);
  if (!account) throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscriptionToCancel);
  return ctx.customerLock.run(account.stripeCustomerId, async () => {
    const subscription = await fetchCurrentSubscription(ctx, account.stripeCustomerId);
    const snapshot = toBillingSnapshot(subscription, ctx.prices);
    if (!subscription || !snapshot.status || !isLiveSubscriptionState(snapshot.status)) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscriptionToCancel);
    }
    if (!snapshot.cancelAtPeriodEnd) {
      await releaseSchedule(ctx, subscription);
      const stripe = await ctx.getStripe();
      await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    }
    await syncWhileLocked(ctx, { account, cause: 'cancellation' });
    return readBillingAnswer(ctx, userId, (status) =>
      status.planTier
        ? BILLING_MESSAGES.cancelled(
            status.planTier,
            status.currentPeriodEnd ? new Date(status.currentPeriodEnd) : null,
          )
        : BILLING_MESSAGES.planIs(status.tier),
    );
  });
}
