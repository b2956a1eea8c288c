import { billingAccounts } from '../../db/schema';
import type { BillingContext } from './billing-context';
import { findBillingAccountByUser, type BillingAccountRow } from './find-billing-account';

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The user's one Stripe customer, made on their first Checkout. The idempotency key is the user
 * id, so two racing first attempts get the same customer from Stripe, and the insert keeps the
 * first row either way.
 */
export async function getOrCreateCustomer(
  ctx: BillingContext,
  user: BillingUser,
): Promise<BillingAccountRow> {
  const existing = await findBillingAccountByUser(ctx.db, user.id);
  if (existing) return existing;
  const stripe = await ctx.getStripe();
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: `pipeproof-customer-${user.id}` },
  );
  await ctx.db
    .insert(billingAccounts)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing({ target: billingAccounts.userId });
  const stored = await findBillingAccountByUser(ctx.db, user.id);
  if (!stored) throw new Error(`Billing account for ${user.id} vanished after insert`);
  return stored;
}
