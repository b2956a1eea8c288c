import type { SubscriptionStatus } from '@pipeproof/contracts';
import { describeSubscription } from './describe-subscription';

const ACTIVE: SubscriptionStatus = {
  tier: 'premium',
  paymentsConfigured: true,
  status: 'active',
  planTier: 'premium',
  currentPeriodEnd: '2026-12-21T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  paymentWarning: null,
};

describe('describeSubscription', () => {
  it.each([
    [ACTIVE, 'Renews on 21/12/2026 at £2 a month.'],
    [
      { ...ACTIVE, cancelAtPeriodEnd: true },
      'Cancelled. You keep Premium until 21/12/2026, then your plan becomes Free.',
    ],
    [
      { ...ACTIVE, scheduledTier: 'basic' },
      'Changes to Basic on 21/12/2026. You keep Premium until then.',
    ],
    [{ ...ACTIVE, status: 'canceled', tier: 'free' }, 'Your Premium subscription has ended.'],
    [
      { ...ACTIVE, status: 'incomplete', tier: 'free' },
      'Your first payment for Premium has not gone through yet.',
    ],
    // UK date: 23:30 UTC on 31 March is already 1 April in London (BST).
    [
      { ...ACTIVE, currentPeriodEnd: '2027-03-31T23:30:00.000Z' },
      'Renews on 01/04/2027 at £2 a month.',
    ],
  ] as const)('%j → %s', (status, sentence) => {
    expect(describeSubscription(status as SubscriptionStatus)).toBe(sentence);
  });

  it('says nothing without payments or without a Stripe subscription', () => {
    expect(describeSubscription({ ...ACTIVE, paymentsConfigured: false })).toBeNull();
    expect(describeSubscription({ ...ACTIVE, status: null, planTier: null })).toBeNull();
  });
});
