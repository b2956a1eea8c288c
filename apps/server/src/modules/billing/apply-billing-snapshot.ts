import { eq } from 'drizzle-orm';
import { announceSessionChange } from '../../auth/session-lookup-cache';
import { billingAccounts, stripeEvents, user } from '../../db/schema';
import type { BillingContext } from './billing-context';
import type { BillingSnapshot } from './billing-snapshot';
import { changeUserTier } from './change-user-tier';
import type { TierChangeCause } from './record-tier-change';

export interface ApplySnapshotArgs {
  userId: string;
  snapshot: BillingSnapshot;
  cause: TierChangeCause;
  /** The webhook event being applied: stored in the same transaction, so it applies once. */
  event?: { id: string; type: string } | null;
}

export type ApplyOutcome = 'applied' | 'duplicate';

/**
 * Stores what Stripe says and sets the tier it gives, logging a change when there is one. One
 * transaction: the event id, the subscription state and the tier commit together or not at all.
 */
export async function applyBillingSnapshot(
  ctx: BillingContext,
  { userId, snapshot, cause, event }: ApplySnapshotArgs,
): Promise<ApplyOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    // The user's row first, as deleting the user does (user, then its billing account by
    // cascade): the same lock order means a webhook and an account deletion wait for each other
    // instead of deadlocking.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    if (event) {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) return 'duplicate';
    }
    await tx
      .update(billingAccounts)
      .set({
        stripeSubscriptionId: snapshot.subscriptionId,
        status: snapshot.status,
        planTier: snapshot.planTier,
        currentPeriodEnd: snapshot.currentPeriodEnd,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        scheduledTier: snapshot.scheduledTier,
        syncedAt: new Date(),
      })
      .where(eq(billingAccounts.userId, userId));
    // Never subscribed: the tier is not Stripe's to decide (e.g. set with the admin tool).
    if (snapshot.tier !== null) {
      await changeUserTier(tx, {
        userId,
        tier: snapshot.tier,
        cause,
        stripeEventId: event?.id ?? null,
      });
    }
    return 'applied';
  });
  // The new tier is seen at once by every process's sessions, once committed (decision 0840).
  await announceSessionChange(ctx.db);
  return outcome;
}
