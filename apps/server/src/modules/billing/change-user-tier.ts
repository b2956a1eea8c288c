import { TierSchema, type Tier } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';
import { recordTierChange, type TierChangeCause } from './record-tier-change';

export interface ChangeUserTierArgs {
  userId: string;
  tier: Tier;
  cause: TierChangeCause;
  stripeEventId?: string | null;
}

/**
 * Sets a user's tier and logs the change, inside the caller's transaction. The user's row is
 * locked first, so two changes for one user cannot both read the old tier and both log a change.
 * Returns the tier before, or null when there is no such user. No change, no log row.
 */
export async function changeUserTier(tx: Db, args: ChangeUserTierArgs): Promise<Tier | null> {
  const [row] = await tx
    .select({ tier: user.subscriptionTier })
    .from(user)
    .where(eq(user.id, args.userId))
    .for('update');
  if (!row) return null;
  const parsed = TierSchema.safeParse(row.tier);
  const fromTier = parsed.success ? parsed.data : 'free';
  if (fromTier === args.tier) return fromTier;
  await tx.update(user).set({ subscriptionTier: args.tier }).where(eq(user.id, args.userId));
  await recordTierChange(tx, {
    userId: args.userId,
    fromTier,
    toTier: args.tier,
    cause: args.cause,
    stripeEventId: args.stripeEventId ?? null,
  });
  return fromTier;
}
