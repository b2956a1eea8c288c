import { TIER_POLICY, tierRank, type Tier } from '@pipeproof/contracts';

export interface PlanAction {
  /** Short visible text, 'Upgrade' or 'Downgrade' (the card names the plan). */
  text: string;
  /** Accessible name, e.g. 'Upgrade to Professional'. */
  label: string;
  to: string;
  isUpgrade: boolean;
}

/**
 * The change-plan action on a plan card (product.md §4): higher plans are upgrades; the downgrades
 * offered are to a lower paid plan (Professional → Premium or Basic, Premium → Basic). Free is
 * reached by cancelling, which comes with billing.
 */
export function getPlanAction(currentTier: Tier, tier: Tier): PlanAction | null {
  if (tier === currentTier || tier === 'free') return null;
  const isUpgrade = tierRank(tier) > tierRank(currentTier);
  const text = isUpgrade ? 'Upgrade' : 'Downgrade';
  return {
    text,
    label: `${text} to ${TIER_POLICY[tier].label}`,
    to: `/subscribe?tier=${tier}`,
    isUpgrade,
  };
}
