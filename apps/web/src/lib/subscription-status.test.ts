import { SubscriptionStatusSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { readSubscriptionStatus } from './subscription-status';

/** As GET /api/subscription-status answers for a Premium engineer moving down to Basic. */
const REPLY = {
  tier: 'premium',
  paymentsConfigured: true,
  status: 'active',
  planTier: 'premium',
  currentPeriodEnd: '2026-12-31T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  scheduledTier: 'basic',
  paymentWarning: null,
};

/** Signed out, or never subscribed on a server without Stripe. */
const FREE_REPLY = {
  tier: 'free',
  paymentsConfigured: false,
  status: null,
  planTier: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  paymentWarning: null,
};

describe('readSubscriptionStatus', () => {
  it.each([
    ['a subscription with a change booked', REPLY],
    ['no subscription', FREE_REPLY],
    ['a payment warning', { ...REPLY, status: 'past_due', paymentWarning: 'Card declined.' }],
  ])('reads %s as contracts’ schema does', (_name, reply) => {
    expect(readSubscriptionStatus(reply)).toEqual(SubscriptionStatusSchema.parse(reply));
  });

  it.each([
    ['a reply that is not an object', [], 'subscriptionStatus'],
    ['an unknown tier', { ...REPLY, tier: 'gold' }, 'tier'],
    ['free as a paid plan', { ...REPLY, planTier: 'free' }, 'planTier'],
    ['an unknown Stripe state', { ...REPLY, status: 'frozen' }, 'status'],
    ['a missing flag', { ...REPLY, cancelAtPeriodEnd: undefined }, 'cancelAtPeriodEnd'],
    ['a date that is not text', { ...REPLY, currentPeriodEnd: 20261231 }, 'currentPeriodEnd'],
    ['a missing warning (not null)', { ...REPLY, paymentWarning: undefined }, 'paymentWarning'],
  ])('refuses %s, naming where', (_name, reply, path) => {
    expect(() => readSubscriptionStatus(reply)).toThrow(`not valid at ${path}.`);
    expect(SubscriptionStatusSchema.safeParse(reply).success).toBe(false);
  });
});
