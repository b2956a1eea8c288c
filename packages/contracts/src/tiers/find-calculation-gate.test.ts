import { describe, expect, it } from 'vitest';
import type { CalculateRequest } from '../calculation/calculate-request';
import {
  CALCULATION_GATE_MESSAGES,
  findCalculationGate,
  type CalculationGateRequest,
} from './find-calculation-gate';
import { SUBSCRIPTION_TIERS, type Tier } from './tier';

const M = CALCULATION_GATE_MESSAGES;

function request(
  calculatorType: CalculateRequest['calculatorType'],
  operationType: CalculateRequest['project']['operationType'],
  pipeSizesMm: number[],
  hoseSizesMm: number[] = [],
): CalculationGateRequest {
  return {
    calculatorType,
    project: { operationType },
    pipeConfigurations: pipeSizesMm.map((nominalSize) => ({ nominalSize })),
    purgeConfigurations: hoseSizesMm.map((nominalSize) => ({ nominalSize })),
  };
}

type Expected = readonly [Tier, string] | null;

// Each row: a request and the gate expected for free, basic, premium, professional (product.md §6;
// product.md §10 table: free 25 mm, basic 80 mm, premium 150 mm, professional all sizes).
const CASES: readonly [
  string,
  CalculationGateRequest,
  readonly [Expected, Expected, Expected, Expected],
][] = [
  [
    'commercial strength test, 25 mm (1 inch)',
    request('commercial', 'Strength Test', [25, 15]),
    [null, null, null, null],
  ],
  [
    'commercial tightness test, 32 mm',
    request('commercial', 'Tightness Test', [32]),
    [['basic', M.pipeSize.basic], null, null, null],
  ],
  [
    'commercial tightness test, copper 28 mm',
    request('commercial', 'Tightness Test', [28]),
    [['basic', M.pipeSize.basic], null, null, null],
  ],
  [
    'commercial tightness test, 80 mm (3 inch)',
    request('commercial', 'Tightness Test', [20, 80]),
    [['basic', M.pipeSize.basic], null, null, null],
  ],
  [
    'commercial strength test, 100 mm',
    request('commercial', 'Strength Test', [100]),
    [['premium', M.pipeSize.premium], ['premium', M.pipeSize.premium], null, null],
  ],
  [
    'commercial tightness test, 150 mm (6 inch)',
    request('commercial', 'Tightness Test', [150, 25]),
    [['premium', M.pipeSize.premium], ['premium', M.pipeSize.premium], null, null],
  ],
  [
    'tightness test, copper 159 mm',
    request('commercial', 'Tightness Test', [159]),
    [
      ['professional', M.pipeSize.professional],
      ['professional', M.pipeSize.professional],
      ['professional', M.pipeSize.professional],
      null,
    ],
  ],
  [
    'commercial purge, 25 mm',
    request('commercial', 'Purge', [25], [20]),
    [['premium', M.purge], ['premium', M.purge], null, null],
  ],
  [
    'commercial purge, 25 mm pipe with a 100 mm stack (tie: purge named first)',
    request('commercial', 'Purge', [25], [100]),
    [['premium', M.purge], ['premium', M.purge], null, null],
  ],
  [
    'commercial tightness test, 25 mm pipe and a 40 mm hose line',
    request('commercial', 'Tightness Test', [25], [40]),
    [['basic', M.pipeSize.basic], null, null, null],
  ],
  [
    'industrial tightness test, 25 mm',
    request('industrial', 'Tightness Test', [25]),
    [
      ['professional', M.industrial],
      ['professional', M.industrial],
      ['professional', M.industrial],
      null,
    ],
  ],
  [
    'industrial purge, DN300 (every gate applies: industrial wins)',
    request('industrial', 'Purge', [300], [100]),
    [
      ['professional', M.industrial],
      ['professional', M.industrial],
      ['professional', M.industrial],
      null,
    ],
  ],
  [
    'commercial purge, DN200 (pipe size asks more than purge)',
    request('commercial', 'Purge', [200]),
    [
      ['professional', M.pipeSize.professional],
      ['professional', M.pipeSize.professional],
      ['professional', M.pipeSize.professional],
      null,
    ],
  ],
  [
    'a size no tier offers (350 mm) is left to the engine',
    request('commercial', 'Strength Test', [350]),
    [null, null, null, null],
  ],
  ['no lines at all', request('commercial', 'Strength Test', []), [null, null, null, null]],
  [
    'domestic 35 mm copper: open to every tier (the engine keeps it within IGEM/UP/1B)',
    request('domestic', 'Tightness Test', [35, 28]),
    [null, null, null, null],
  ],
];

describe('findCalculationGate: every tier × case (product.md §6, product.md §10)', () => {
  const rows = CASES.flatMap(([label, req, expected]) =>
    SUBSCRIPTION_TIERS.map((tier, i) => [label, tier, req, expected[i] ?? null] as const),
  );

  it.each(rows)('%s, %s → %j', (_label, tier, req, expected) => {
    const gate = findCalculationGate(tier, req);
    if (expected === null) {
      expect(gate).toBeNull();
      return;
    }
    expect(gate).toMatchObject({ requiredTier: expected[0], message: expected[1] });
  });

  it('the expected columns are the tiers in order', () => {
    expect(SUBSCRIPTION_TIERS).toEqual(['free', 'basic', 'premium', 'professional']);
  });

  it('purge configurations may be absent or null', () => {
    const base = request('commercial', 'Tightness Test', [25]);
    expect(findCalculationGate('free', { ...base, purgeConfigurations: null })).toBeNull();
    const { purgeConfigurations: _omit, ...withoutHoses } = base;
    expect(findCalculationGate('free', withoutHoses)).toBeNull();
  });

  it('names the reason', () => {
    expect(findCalculationGate('free', request('industrial', 'Purge', [25]))?.reason).toBe(
      'industrial',
    );
    expect(findCalculationGate('basic', request('commercial', 'Purge', [25]))?.reason).toBe(
      'purge',
    );
    expect(findCalculationGate('free', request('commercial', 'Purge', [200]))?.reason).toBe(
      'pipeSize',
    );
  });

  it('uses the product.md §6 messages word for word (decision 0436)', () => {
    expect(CALCULATION_GATE_MESSAGES).toEqual({
      industrial: 'The Industrial calculator needs a Professional subscription.',
      purge: 'Purge calculations need a Premium subscription.',
      pipeSize: {
        basic: 'Pipes larger than 1 inch need a Basic subscription.',
        premium: 'Pipes larger than 3 inches need a Premium subscription.',
        professional: 'Pipes larger than 6 inches need a Professional subscription.',
      },
    });
  });

  it('every message is one complete sentence naming the plan it asks for (decision 0436)', () => {
    const gates = [
      ['Professional', M.industrial],
      ['Premium', M.purge],
      ['Basic', M.pipeSize.basic],
      ['Premium', M.pipeSize.premium],
      ['Professional', M.pipeSize.professional],
    ] as const;
    for (const [plan, message] of gates) {
      expect(message).toMatch(/^[A-Z][^.]*[a-z]\.$/);
      expect(message).toContain(`a ${plan} subscription`);
    }
  });
});
