import type { BillingActionResponse } from '@pipeproof/contracts';
import type { BillingContext } from './billing-context';
import { BILLING_MESSAGES } from './billing-messages';
import { findBillingAccountByUser } from './find-billing-account';
import { readBillingAnswer } from './read-billing-answer';
import { syncBillingAccount } from './sync-billing-account';

/**
 * POST /api/refresh-subscription (product.md §7; product.md §10): re-reads the subscription from Stripe
 * and sets the tier from it, e.g. on the return from Checkout, before the webhook has arrived.
 * A user who has never been a Stripe customer keeps their tier (set with the admin tool).
 */
export async function refreshSubscription(
  ctx: BillingContext,
  userId: string,
): Promise<BillingActionResponse> {
  const account = await findBillingAccountByUser(ctx.db, userId);
  if (account) await syncBillingAccount(ctx, { account, cause: 'refresh' });
  return readBillingAnswer(ctx, userId, (status) => BILLING_MESSAGES.planIs(status.tier));
}
