import type { CheckoutSessionRequest, CheckoutSessionResponse } from '@pipeproof/contracts';
import { isSubscriptionState } from '@pipeproof/contracts';
import { AppError } from '../../app-error';
import type { BillingContext } from './billing-context';
import { BILLING_MESSAGES } from './billing-messages';
import { getOrCreateCustomer, type BillingUser } from './get-or-create-customer';
import { priceForTier } from './plan-prices';
import { isLiveSubscriptionState } from './tier-for-subscription-state';

/** Where Stripe Checkout sends the browser back by default (product.md §4: the return URL carries upgraded=true). */
export const CHECKOUT_SUCCESS_PATH = '/account?upgraded=true';

/**
 * The page to come back to after paying, with upgraded=true added to its query (decision 0438).
 * `returnTo` is already a same-site path (contracts' sameSitePathSchema: no scheme, no '//', no
 * backslash or control character), so the URL stays on this app's BASE_URL.
 */
function checkoutSuccessPath(returnTo: string | undefined): string {
  if (returnTo === undefined) return CHECKOUT_SUCCESS_PATH;
  const hashAt = returnTo.indexOf('#');
  const path = hashAt < 0 ? returnTo : returnTo.slice(0, hashAt);
  return `${path}${path.includes('?') ? '&' : '?'}upgraded=true`;
}

/** Back to the subscribe page from Stripe's 'Cancel and go back', keeping the way back. */
function checkoutCancelPath(request: CheckoutSessionRequest): string {
  const returnTo = request.returnTo ? `&returnTo=${encodeURIComponent(request.returnTo)}` : '';
  return `/subscribe?tier=${request.tier}${returnTo}`;
}

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
  const stripe = await ctx.getStripe();
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer: account.stripeCustomerId,
      client_reference_id: user.id,
      line_items: [{ price: priceForTier(ctx.prices, request.tier), quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${ctx.baseUrl}${checkoutSuccessPath(request.returnTo)}`,
      cancel_url: `${ctx.baseUrl}${checkoutCancelPath(request)}`,
    },
    { idempotencyKey: `pipeproof-checkout-${user.id}-${request.attemptId}` },
  );
  if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
  return { url: session.url };
}
