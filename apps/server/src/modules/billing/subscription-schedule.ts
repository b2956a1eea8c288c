import type Stripe from 'stripe';
import type { BillingContext } from './billing-context';

function scheduleIdOf(subscription: Stripe.Subscription): string | null {
  const { schedule } = subscription;
  if (schedule === null) return null;
  return typeof schedule === 'string' ? schedule : schedule.id;
}

/** Drops a booked downgrade: the subscription carries on as it is. */
export async function releaseSchedule(
  ctx: BillingContext,
  subscription: Stripe.Subscription,
): Promise<void> {
  const scheduleId = scheduleIdOf(subscription);
  if (scheduleId !== null) {
    const stripe = await ctx.getStripe();
    await stripe.subscriptionSchedules.release(scheduleId);
  }
}

/**
 * Books a move to `priceId` at the end of the current period with a subscription schedule (the
 * way Stripe defers a price change): this period stays on today's price, then one month on the
 * new one, then the schedule releases the subscription, which renews at the new price. No
 * proration: the user has paid for this period and keeps it (decision 0502).
 */
export async function bookPriceChangeAtPeriodEnd(
  ctx: BillingContext,
  subscription: Stripe.Subscription,
  priceId: string,
): Promise<void> {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no items`);
  const existingId = scheduleIdOf(subscription);
  const stripe = await ctx.getStripe();
  const schedule = existingId
    ? await stripe.subscriptionSchedules.retrieve(existingId)
    : await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
  const now = Math.floor(Date.now() / 1000);
  const currentPhase =
    schedule.phases.find((phase) => phase.start_date <= now && now < phase.end_date) ??
    schedule.phases[0];
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: [
      {
        items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
        start_date: currentPhase?.start_date ?? item.current_period_start,
        end_date: item.current_period_end,
      },
      {
        items: [{ price: priceId, quantity: 1 }],
        duration: { interval: 'month', interval_count: 1 },
      },
    ],
  });
}
