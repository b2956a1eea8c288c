import { SUBSCRIPTION_STATES, type SubscriptionState, type Tier } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { tierForSubscriptionState } from './tier-for-subscription-state';

// Decision 0500: active or trialing → the subscribed plan; past_due → keep the plan (with a warning);
// canceled, unpaid or incomplete_expired → free. incomplete and paused: free (decision 0501).
const EXPECTED: Record<SubscriptionState, Tier> = {
  active: 'premium',
  trialing: 'premium',
  past_due: 'premium',
  canceled: 'free',
  unpaid: 'free',
  incomplete: 'free',
  incomplete_expired: 'free',
  paused: 'free',
};

describe('tierForSubscriptionState', () => {
  it.each(SUBSCRIPTION_STATES.map((state) => [state, EXPECTED[state]] as const))(
    'a Premium subscription that is %s gives %s',
    (state, tier) => {
      expect(tierForSubscriptionState(state, 'premium')).toBe(tier);
    },
  );

  it('a live subscription for a price that is not ours gives nothing', () => {
    expect(tierForSubscriptionState('active', null)).toBe('free');
  });

  it('follows the plan', () => {
    expect(tierForSubscriptionState('active', 'professional')).toBe('professional');
    expect(tierForSubscriptionState('past_due', 'basic')).toBe('basic');
  });
});
