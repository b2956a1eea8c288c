import type { PaidTier, SubscriptionState, Tier } from '@pipeproof/contracts';

/**
 * The tier a subscription in `state` for `planTier` gives (decision 0500, decision 0501): active or
 * trialing → the plan; past_due → still the plan (Stripe is retrying the card; the account page
 * warns); canceled, unpaid, incomplete_expired → free. incomplete (the first payment has not gone
 * through) and paused (no payment is being collected) give nothing yet either.
 */
export function tierForSubscriptionState(
  state: SubscriptionState,
  planTier: PaidTier | null,
): Tier {
  switch (state) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return planTier ?? 'free';
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
    case 'incomplete':
    case 'paused':
      return 'free';
    default: {
      const unhandled: never = state;
      throw new Error(`Unhandled subscription state ${String(unhandled)}`);
    }
  }
}

/** States in which the user is paying (or Stripe is still trying to collect) for a plan. */
export function isLiveSubscriptionState(state: SubscriptionState): boolean {
  return state === 'active' || state === 'trialing' || state === 'past_due';
}
