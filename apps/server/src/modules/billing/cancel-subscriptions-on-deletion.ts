import type { BillingContext } from './billing-context';
import { findBillingAccountByUser } from './find-billing-account';

/** Stripe states that can still charge the card (or will once a payment goes through). */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Account deletion (decision 0150, 0503): every live Stripe subscription of the user is cancelled
 * at once, before the user row goes, so nobody is billed for an account that no longer exists.
 * A Stripe failure throws: the deletion is refused and can be tried again, rather than leaving a
 * subscription running for a deleted user.
 */
export async function cancelSubscriptionsOnDeletion(
  ctx: BillingContext,
  userId: string,
): Promise<number> {
  const account = await findBillingAccountByUser(ctx.db, userId);
  if (!account) return 0;
  const stripe = await ctx.getStripe();
  return ctx.customerLock.run(account.stripeCustomerId, async () => {
    const list = await stripe.subscriptions.list({
      customer: account.stripeCustomerId,
      status: 'all',
      limit: 100,
    });
    const live = list.data.filter((subscription) => !ENDED.has(subscription.status));
    for (const subscription of live) await stripe.subscriptions.cancel(subscription.id);
    return live.length;
  });
}
