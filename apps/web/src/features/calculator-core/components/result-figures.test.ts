import { describe, expect, it } from 'vitest';
import { calculateIge, type CalculationInput } from '@pipeproof/engine';
import { runCalculation } from '../model/evaluate-run';
import { describeTest } from './result-figures';

const STRENGTH: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Strength Test',
    maxOperatingPressure: 21,
    gaugeType: 'water',
    testMedium: 'Air',
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

function evaluated(readings = {}) {
  const result = runCalculation(calculateIge, STRENGTH, readings);
  if (!result.ok) throw new Error(result.message);
  return result.evaluation;
}

describe('describeTest: one test as every calculator shows it (product.md §2)', () => {
  it('gives the engine’s figures, the timer in seconds and the verdict with the readings', () => {
    const evaluation = evaluated();
    const strength = evaluation.output.strengthTest;
    const test = describeTest('strength', evaluation.output, evaluation);
    expect(test).toMatchObject({
      kind: 'strength',
      timer: {
        stabilisationSeconds: (strength?.stabilisationMin ?? 0) * 60,
        testDurationSeconds: (strength?.testDurationMin ?? 0) * 60,
      },
      verdict: { status: 'PENDING' },
    });
    expect(test?.figures[0]).toMatchObject({
      label: 'Test pressure',
      value: `${strength?.testPressureMbar} mbar`,
    });
    const failed = evaluated({ actualPressureDrop: 50 });
    expect(describeTest('strength', failed.output, failed)?.verdict.status).toBe('FAIL');
  });

  it('is null for a test the calculation does not have', () => {
    const evaluation = evaluated();
    expect(describeTest('purge', evaluation.output, evaluation)).toBeNull();
    expect(describeTest('let-by', evaluation.output, evaluation)).toBeNull();
    expect(describeTest('tightness', evaluation.output, evaluation)).toBeNull();
  });
});
