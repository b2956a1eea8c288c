import type { BillingContext } from './billing-context';
import { toBillingSnapshot } from './billing-snapshot';
import { applyBillingSnapshot, type ApplyOutcome } from './apply-billing-snapshot';
import { fetchCurrentSubscription } from './fetch-current-subscription';
import type { BillingAccountRow } from './find-billing-account';
import type { TierChangeCause } from './record-tier-change';

export interface SyncArgs {
  account: Pick<BillingAccountRow, 'userId' | 'stripeCustomerId'>;
  cause: TierChangeCause;
  event?: { id: string; type: string } | null;
}

/**
 * Re-reads the customer's subscription from Stripe and applies it. Call inside
 * `ctx.customerLock` (syncBillingAccount does; plan changes hold the lock already).
 */
export async function syncWhileLocked(ctx: BillingContext, args: SyncArgs): Promise<ApplyOutcome> {
  const subscription = await fetchCurrentSubscription(ctx, args.account.stripeCustomerId);
  if (subscription && toBillingSnapshot(subscription, ctx.prices).status === null) {
    ctx.log.warn(
      { subscriptionId: subscription.id, status: subscription.status },
      'Stripe subscription has a status PipeProof does not know: treated as no plan',
    );
  }
  return applyBillingSnapshot(ctx, {
    userId: args.account.userId,
    snapshot: toBillingSnapshot(subscription, ctx.prices),
    cause: args.cause,
    event: args.event ?? null,
  });
}

/** The user's tier from Stripe's current state, one sync per customer at a time. */
export function syncBillingAccount(ctx: BillingContext, args: SyncArgs): Promise<ApplyOutcome> {
  return ctx.customerLock.run(args.account.stripeCustomerId, () => syncWhileLocked(ctx, args));
}
