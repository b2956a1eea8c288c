import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors';
import type { CalculationInput } from './calculation-input';
import { IssueCollector, parseNumber } from './input-parsers';
import { isIgeCalculation, normaliseCalculationInput } from './normalise-calculation-input';
import { resolveMop } from './resolve-mop';
import { runTightnessOperation } from './run-tightness-operation';

// Checks that normaliseCalculationInput makes redundant for calculate(), exercised directly.

function normalised(input: CalculationInput) {
  const result = normaliseCalculationInput(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

const tightness: CalculationInput = {
  calculatorType: 'industrial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    testMedium: 'Air',
    gaugeType: 'water',
    maxOperatingPressure: 21,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

describe('resolveMop (standards.md §3: MOP blank in the commercial flow → 21)', () => {
  it('keeps an entered MOP', () => {
    expect(resolveMop({ mopMbar: 75, calculatorType: 'industrial' })).toEqual({
      mopMbar: 75,
      isAssumed: false,
    });
  });

  it('assumes 21 mbar in the commercial calculator', () => {
    expect(resolveMop({ mopMbar: null, calculatorType: 'commercial' })).toEqual({
      mopMbar: 21,
      isAssumed: true,
    });
  });

  it('refuses a blank MOP in the industrial calculator', () => {
    expect(() => resolveMop({ mopMbar: null, calculatorType: 'industrial' })).toThrow(
      expect.objectContaining({ field: 'project.maxOperatingPressure', code: 'required' }),
    );
  });
});

describe('runTightnessOperation needs gauge, medium and (industrial) gas', () => {
  it.each([
    ['gaugeType', 'project.gaugeType'],
    ['testMedium', 'project.testMedium'],
    ['gasType', 'project.gasType'],
  ] as const)('%s null → EngineInputError on %s', (key, field) => {
    const parsed = normalised(tightness);
    if (!isIgeCalculation(parsed)) throw new Error('an industrial calculation');
    const n = { ...parsed, [key]: null };
    expect(() => runTightnessOperation(n, 0.0071, 21)).toThrow(EngineInputError);
    expect(() => runTightnessOperation(n, 0.0071, 21)).toThrow(
      expect.objectContaining({ field, code: 'required' }),
    );
  });
});

describe('input parsers', () => {
  it('IssueCollector collects EngineInputErrors but rethrows anything else (a bug)', () => {
    const c = new IssueCollector();
    expect(
      c.attempt(() => {
        throw new EngineInputError({ field: 'f', code: 'required', reason: 'r' });
      }),
    ).toBeUndefined();
    expect(c.issues).toEqual([{ field: 'f', code: 'required', reason: 'r' }]);
    expect(() =>
      c.attempt(() => {
        throw new RangeError('bug');
      }),
    ).toThrow(RangeError);
  });

  it.each([null, undefined])('parseNumber(%s) is a required-field issue', (value) => {
    expect(() => parseNumber(value, 'f', {})).toThrow(
      expect.objectContaining({ field: 'f', code: 'required' }),
    );
  });
});
