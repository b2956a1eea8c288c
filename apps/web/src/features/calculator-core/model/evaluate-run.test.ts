import { calculateIge, type CalculationInput } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { runCalculation } from './evaluate-run';

/** IGE/UP/1A existing installation: let-by, then tightness. */
const EXISTING: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gaugeType: 'electronic01',
    testMedium: 'Gas',
    roomVolume: 27,
    maxOperatingPressure: 21,
  },
  pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 20 }],
  meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
};

describe('runCalculation (decision 0894)', () => {
  it('judges every reading the engine takes', () => {
    const result = runCalculation(calculateIge, EXISTING, {
      letByPressureReading: 0,
      actualPressureDrop: 0,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.evaluation.readingsProblem).toBeNull();
    expect(result.evaluation.output.letByTest?.verdict.status).toBe('PASS');
    expect(result.evaluation.output.tightnessTest?.verdict.status).toBe('PASS');
  });

  it('leaves out only a reading the engine refuses: the one before it is still judged', () => {
    const result = runCalculation(calculateIge, EXISTING, {
      letByPressureReading: 0,
      actualPressureDrop: -1,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.evaluation.readingsProblem).toMatch(/0 or more/);
    expect(result.evaluation.output.letByTest?.verdict.status).toBe('PASS');
    expect(result.evaluation.output.tightnessTest?.verdict.status).toBe('PENDING');
  });

  it('an input the engine refuses is the calculation’s error, not the readings’', () => {
    const result = runCalculation(
      calculateIge,
      { ...EXISTING, pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: -5 }] },
      { letByPressureReading: 0 },
    );
    expect(result.ok).toBe(false);
  });
});
