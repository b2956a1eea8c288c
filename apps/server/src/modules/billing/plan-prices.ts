import { PAID_TIERS, type PaidTier } from '@pipeproof/contracts';

/** The Stripe price id of each paid plan (STRIPE_PRICE_BASIC, …): GBP, monthly. */
export type PlanPrices = Readonly<Record<PaidTier, string>>;

export function priceForTier(prices: PlanPrices, tier: PaidTier): string {
  return prices[tier];
}

/** The plan a price is for; null for a price that is not one of ours. */
export function tierForPrice(prices: PlanPrices, priceId: string | null): PaidTier | null {
  return PAID_TIERS.find((tier) => prices[tier] === priceId) ?? null;
}
