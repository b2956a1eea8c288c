import type { Tier } from '@pipeproof/contracts';
import { getPlanAction } from './get-plan-action';

const label = (current: Tier, tier: Tier) => getPlanAction(current, tier)?.label ?? null;

describe('getPlanAction (product.md §4 upgrades and downgrades)', () => {
  it.each<[Tier, Record<Tier, string | null>]>([
    [
      'free',
      {
        free: null,
        basic: 'Upgrade to Basic',
        premium: 'Upgrade to Premium',
        professional: 'Upgrade to Professional',
      },
    ],
    [
      'basic',
      {
        free: null,
        basic: null,
        premium: 'Upgrade to Premium',
        professional: 'Upgrade to Professional',
      },
    ],
    [
      'premium',
      {
        free: null,
        basic: 'Downgrade to Basic',
        premium: null,
        professional: 'Upgrade to Professional',
      },
    ],
    [
      'professional',
      {
        free: null,
        basic: 'Downgrade to Basic',
        premium: 'Downgrade to Premium',
        professional: null,
      },
    ],
  ])('on %s', (current, expected) => {
    for (const [tier, expectedLabel] of Object.entries(expected)) {
      expect(label(current, tier as Tier)).toBe(expectedLabel);
    }
  });

  it('links to the subscribe page for the chosen plan', () => {
    expect(getPlanAction('free', 'premium')?.to).toBe('/subscribe?tier=premium');
  });
});
