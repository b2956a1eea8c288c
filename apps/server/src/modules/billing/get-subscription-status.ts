import {
  PaidTierSchema,
  isSubscriptionState,
  type SubscriptionStatus,
  type Tier,
} from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { BILLING_MESSAGES } from './billing-messages';
import { findBillingAccountByUser, type BillingAccountRow } from './find-billing-account';

const paidTierOrNull = (value: string | null) => PaidTierSchema.nullable().catch(null).parse(value);

/** The status as stored (no Stripe call): GET /api/subscription-status and billing answers. */
export function toSubscriptionStatus(
  tier: Tier,
  paymentsConfigured: boolean,
  account: BillingAccountRow | null,
): SubscriptionStatus {
  const status = account?.status && isSubscriptionState(account.status) ? account.status : null;
  const planTier = paidTierOrNull(account?.planTier ?? null);
  return {
    tier,
    paymentsConfigured,
    status,
    planTier,
    currentPeriodEnd: account?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
    scheduledTier: paidTierOrNull(account?.scheduledTier ?? null),
    paymentWarning:
      status === 'past_due' && planTier ? BILLING_MESSAGES.paymentWarning(planTier) : null,
  };
}

export async function getSubscriptionStatus(
  db: Db,
  user: { id: string; subscriptionTier: Tier },
  paymentsConfigured: boolean,
): Promise<SubscriptionStatus> {
  const account = await findBillingAccountByUser(db, user.id);
  return toSubscriptionStatus(user.subscriptionTier, paymentsConfigured, account);
}
