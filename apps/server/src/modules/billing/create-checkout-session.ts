import type { CheckoutSessionRequest, CheckoutSessionResponse } from '@pipeproof/contracts';
import { isSubscriptionState } from '@pipeproof/contracts';
import { AppError } from '../../app-error';
import type { BillingContext } from './billing-context';
import { BILLING_MESSAGES } from './billing-messages';
import { getOrCreateCustomer, type BillingUser } from './get-or-create-customer';
import { priceForTier } from './plan-prices';
import { isLiveSubscriptionState } from './tier-for-subscription-state';

/** Where Stripe Checkout sends the browser back (product.md §4: the return URL carries upgraded=true). */
export const CHECKOUT_SUCCESS_PATH = '/account?upgraded=true';

/**
 * Starts Stripe Checkout for a new subscription (subscription mode, the user's one customer,
 * the user id in metadata). The attempt id from the browser is the idempotency key: a retried
 * request gets the same session, a new press of the button a new one. Someone who already pays
 * changes plan instead (409).
 */
export async function createCheckoutSession(
  ctx: BillingContext,
  user: BillingUser,
  request: CheckoutSessionRequest,
): Promise<CheckoutSessionResponse> {
  const account = await getOrCreateCustomer(ctx, user);
  if (
    account.status &&
    isSubscriptionState(account.status) &&
    isLiveSubscriptionState(account.status)
  ) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
  }
  const metadata = { userId: user.id, tier: request.tier };
  const session = await ctx.stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer: account.stripeCustomerId,
      client_reference_id: user.id,
      line_items: [{ price: priceForTier(ctx.prices, request.tier), quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${ctx.baseUrl}${CHECKOUT_SUCCESS_PATH}`,
      cancel_url: `${ctx.baseUrl}/subscribe?tier=${request.tier}`,
    },
    { idempotencyKey: `pipeproof-checkout-${user.id}-${request.attemptId}` },
  );
  if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
  return { url: session.url };
}
