import type { Tier } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { tierChanges } from '../../db/schema';

/** Why a tier changed (tier_changes.cause; the migration's check constraint lists the same). */
export const TIER_CHANGE_CAUSES = [
  'admin',
  'stripe-webhook',
  'refresh',
  'plan-change',
  'cancellation',
] as const;
export type TierChangeCause = (typeof TIER_CHANGE_CAUSES)[number];

export interface TierChange {
  userId: string;
  fromTier: Tier;
  toTier: Tier;
  cause: TierChangeCause;
  stripeEventId?: string | null;
}

/** Appends one row to the tier log. Call it in the transaction that changes the tier. */
export async function recordTierChange(db: Db, change: TierChange): Promise<void> {
  await db.insert(tierChanges).values({
    userId: change.userId,
    fromTier: change.fromTier,
    toTier: change.toTier,
    cause: change.cause,
    stripeEventId: change.stripeEventId ?? null,
  });
}
