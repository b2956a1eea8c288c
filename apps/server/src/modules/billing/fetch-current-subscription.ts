import type Stripe from 'stripe';
import type { BillingContext } from './billing-context';
import { pickCurrentSubscription } from './pick-current-subscription';

/**
 * Reads the customer's subscriptions from Stripe, whatever any event said (events arrive late and
 * out of order), with their schedules, and returns the one the tier follows.
 */
export async function fetchCurrentSubscription(
  ctx: BillingContext,
  customerId: string,
): Promise<Stripe.Subscription | null> {
  const stripe = await ctx.getStripe();
  const list = await stripe.subscriptions.list({
    customer: customerId,
    status: 'all',
    limit: 20,
    expand: ['data.schedule'],
  });
  return pickCurrentSubscription(list.data);
}
