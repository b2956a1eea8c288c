import { z } from 'zod';

/** Subscription tiers, cheapest first. Order matters: `tierRank` compares by position. */
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium', 'professional'] as const;

export const TierSchema = z.enum(SUBSCRIPTION_TIERS);
export type Tier = z.infer<typeof TierSchema>;

export const PAID_TIERS = ['basic', 'premium', 'professional'] as const satisfies readonly Tier[];
export const PaidTierSchema = z.enum(PAID_TIERS);
export type PaidTier = z.infer<typeof PaidTierSchema>;

export function tierRank(tier: Tier): number {
  return SUBSCRIPTION_TIERS.indexOf(tier);
}

/** True when `tier` is `minimum` or above. */
export function isTierAtLeast(tier: Tier, minimum: Tier): boolean {
  return tierRank(tier) >= tierRank(minimum);
}
