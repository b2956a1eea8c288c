import type Stripe from 'stripe';
import { AppError } from '../../app-error';
import type { BillingContext } from './billing-context';
import { BILLING_MESSAGES } from './billing-messages';

/**
 * Stripe failures in the user's words. A declined card is the user's to fix (409 with Stripe's
 * sentence); anything else (Stripe down, a misconfigured price) is ours: logged, and a 503 that
 * says nothing changed. Our own AppErrors pass through. Stripe's error classes are read from the
 * client, whose package is loaded on first use (create-stripe-client.ts, decision 0841).
 */
export function toBillingError(ctx: BillingContext, stripe: Stripe, error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof stripe.errors.StripeCardError) {
    return new AppError('CONFLICT', BILLING_MESSAGES.cardDeclined(error.message));
  }
  if (error instanceof stripe.errors.StripeError) {
    ctx.log.error({ err: error, stripeCode: error.code }, 'Stripe request failed');
    return new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.stripeUnavailable);
  }
  return error;
}

/** Runs a billing action, turning Stripe's errors into AppErrors. */
export async function withBillingErrors<T>(
  ctx: BillingContext,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw toBillingError(ctx, await ctx.getStripe(), error);
  }
}
