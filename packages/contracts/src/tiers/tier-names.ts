/**
 * Subscription tiers as plain values, without zod (decision 0641): the web app's first load
 * imports these, the tier policy and the calculation gate, and must not pull the schema library
 * in with them. The zod schemas of the same lists are in tier.ts.
 */

/** Subscription tiers, cheapest first. Order matters: `tierRank` compares by position. */
export const SUBSCRIPTION_TIERS = ['free', 'basic', 'premium', 'professional'] as const;
export type Tier = (typeof SUBSCRIPTION_TIERS)[number];

export const PAID_TIERS = ['basic', 'premium', 'professional'] as const satisfies readonly Tier[];
export type PaidTier = (typeof PAID_TIERS)[number];

export function tierRank(tier: Tier): number {
  return SUBSCRIPTION_TIERS.indexOf(tier);
}

/** True when `tier` is `minimum` or above. */
export function isTierAtLeast(tier: Tier, minimum: Tier): boolean {
  return tierRank(tier) >= tierRank(minimum);
}
