import {
  TierSchema,
  type BillingActionResponse,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { BillingContext } from './billing-context';
import { findBillingAccountByUser } from './find-billing-account';
import { toSubscriptionStatus } from './get-subscription-status';

/** The answer of a billing action: the stored state after it, and a sentence about it. */
export async function readBillingAnswer(
  ctx: BillingContext,
  userId: string,
  message: (status: SubscriptionStatus) => string,
): Promise<BillingActionResponse> {
  const [row] = await ctx.db
    .select({ tier: user.subscriptionTier })
    .from(user)
    .where(eq(user.id, userId));
  const tier = TierSchema.catch('free').parse(row?.tier);
  const account = await findBillingAccountByUser(ctx.db, userId);
  const subscription = toSubscriptionStatus(tier, true, account);
  return { message: message(subscription), subscription };
}
