import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeEvents } from '../../db/schema';
import type { BillingContext } from './billing-context';
import { findBillingAccountByCustomer } from './find-billing-account';
import { syncBillingAccount } from './sync-billing-account';

/** The events that can change a tier (decision 0500). Others are acknowledged and ignored. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-customer';

function customerIdOf(event: Stripe.Event): string | null {
  const object: unknown = event.data.object;
  if (typeof object !== 'object' || object === null || !('customer' in object)) return null;
  const { customer } = object;
  if (typeof customer === 'string') return customer;
  if (typeof customer === 'object' && customer !== null && 'id' in customer) {
    return typeof customer.id === 'string' ? customer.id : null;
  }
  return null;
}

async function markProcessed(ctx: BillingContext, event: Stripe.Event): Promise<void> {
  await ctx.db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing();
}

/**
 * A verified webhook event (decision 0501). A repeated event does nothing; otherwise, whatever the
 * event says, the customer's subscription is re-read from Stripe and the tier set from its current
 * state, so events that arrive late or out of order cannot leave a wrong tier.
 */
export async function handleStripeEvent(
  ctx: BillingContext,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  const [seen] = await ctx.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return 'duplicate';
  const log = { eventId: event.id, eventType: event.type };
  const isHandled = (HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type);
  const customerId = isHandled ? customerIdOf(event) : null;
  if (customerId === null) {
    // The endpoint should send only HANDLED_STRIPE_EVENTS (README): anything else is worth a look.
    ctx.log.warn(
      log,
      isHandled
        ? 'Stripe event names no customer: acknowledged, nothing to apply'
        : 'Stripe event of a type PipeProof does not act on: acknowledged',
    );
    await markProcessed(ctx, event);
    return 'ignored';
  }
  const account = await findBillingAccountByCustomer(ctx.db, customerId);
  if (!account) {
    ctx.log.warn({ ...log, customerId }, 'Stripe event for a customer we do not know');
    await markProcessed(ctx, event);
    return 'unknown-customer';
  }
  return syncBillingAccount(ctx, {
    account,
    cause: 'stripe-webhook',
    event: { id: event.id, type: event.type },
  });
}
