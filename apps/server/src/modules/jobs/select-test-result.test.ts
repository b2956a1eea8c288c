import type { CalculateResponse } from '@pipeproof/contracts';
import { calculate, type CalculationInput } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { selectTestResult } from './select-test-result';

function outputOf(input: CalculationInput): CalculateResponse {
  const result = calculate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

const existingTightness: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gaugeType: 'electronic01',
    testMedium: 'Gas',
    roomVolume: 27,
  },
  pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 20 }],
};

describe('selectTestResult: which of the engine’s verdicts a record of each name takes', () => {
  it('let-by FAIL: the let-by record FAILs and so does the tightness record (product.md §4)', () => {
    const output = outputOf({ ...existingTightness, readings: { letByPressureReading: 1 } });
    expect(output.tightnessTest?.verdict.status).toBe('PENDING');
    expect(selectTestResult('Let-by Test', output)).toBe('FAIL');
    expect(selectTestResult('Tightness Test', output)).toBe('FAIL');
  });

  it('let-by PASS, drop within MAPD: both PASS', () => {
    const readings = { letByPressureReading: 0, actualPressureDrop: 0.5 };
    const output = outputOf({ ...existingTightness, readings });
    expect(selectTestResult('Let-by Test', output)).toBe('PASS');
    expect(selectTestResult('Tightness Test', output)).toBe('PASS');
  });

  it('strength and purge take their own verdicts; a test the calculation did not run gives null', () => {
    const strength = outputOf({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Strength Test' },
      pipeConfigurations: [{ nominalSize: 25, length: 3 }],
      readings: { actualPressureDrop: 30 },
    });
    expect(selectTestResult('Strength Test', strength)).toBe('FAIL');
    expect(selectTestResult('Purge', strength)).toBeNull();
    expect(selectTestResult('Let-by Test', strength)).toBeNull();
    expect(selectTestResult('Tightness Test', strength)).toBeNull();
    const purge = outputOf({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Purge' },
      pipeConfigurations: [{ nominalSize: 25, length: 3 }],
    });
    expect(selectTestResult('Purge', purge)).toBe(purge.purge?.verdict.status);
  });

  it('a blocked calculation (commercial over 1 m³) gives no verdict', () => {
    const output = outputOf({
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Strength Test' },
      pipeConfigurations: [{ nominalSize: 150, length: 60 }],
    });
    expect(selectTestResult('Strength Test', output)).toBeNull();
  });

  it('a domestic tightness record takes the IGEM/UP/1B verdict; above 0.035 m³ there is none (decision 0820)', () => {
    const domestic: CalculationInput = {
      calculatorType: 'domestic',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gasType: 'Natural Gas',
        gaugeType: 'water',
        appliancesConnected: true,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 4 }],
    };
    const readings = { letByPressureReading: 0, actualPressureDrop: 0.1, smellOfGas: true };
    const smell = outputOf({ ...domestic, readings });
    expect(smell.domesticTest?.verdict.status).toBe('FAIL');
    expect(selectTestResult('Tightness Test', smell)).toBe('FAIL');
    expect(selectTestResult('Let-by Test', smell)).toBeNull();
    const tooLarge = outputOf({
      ...domestic,
      pipeConfigurations: [{ material: 'copper', nominalSize: 28, length: 60 }],
    });
    expect(selectTestResult('Tightness Test', tooLarge)).toBeNull();
  });
});
