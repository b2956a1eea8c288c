import type { PaidTier } from '@pipeproof/contracts';
import { keepInTab, tabStorage } from './tab-storage';

/**
 * The plan chosen on the landing page before signing in (product.md §2). Kept in sessionStorage so it
 * survives the round trip through a sign-in provider but not the closing of the tab.
 */
const PENDING_TIER_KEY = 'pendingTier';
const PAID_TIER_NAMES: readonly string[] = ['basic', 'premium', 'professional'];

function isPaidTier(value: string | null): value is PaidTier {
  return value !== null && PAID_TIER_NAMES.includes(value);
}

export function setPendingTier(tier: PaidTier): void {
  keepInTab(PENDING_TIER_KEY, tier);
}

export function peekPendingTier(): PaidTier | null {
  const value = tabStorage()?.getItem(PENDING_TIER_KEY) ?? null;
  return isPaidTier(value) ? value : null;
}

/** Returns the pending tier, if any, and clears it. */
export function takePendingTier(): PaidTier | null {
  const tier = peekPendingTier();
  tabStorage()?.removeItem(PENDING_TIER_KEY);
  return tier;
}
