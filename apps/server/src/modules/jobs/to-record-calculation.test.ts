import type { JobCalculation } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error';
import { toRecordCalculation } from './to-record-calculation';

const calculation: JobCalculation = {
  calculatorType: 'commercial',
  project: { installationType: 'new', operationType: 'Strength Test' },
  pipeConfigurations: [{ nominalSize: 25, length: 3 }],
  readings: { actualPressureDrop: 0 },
};

describe('toRecordCalculation', () => {
  it('runs with the job’s calculator type and the record’s readings', () => {
    expect(
      toRecordCalculation('commercial', {
        calculation,
        actualReadings: { actualPressureDrop: 12 },
      }),
    ).toEqual({
      ...calculation,
      calculatorType: 'commercial',
      readings: { actualPressureDrop: 12 },
    });
  });

  it('refuses another calculator type than the job’s, naming the field', () => {
    const run = () =>
      toRecordCalculation('commercial', {
        calculation: { ...calculation, calculatorType: 'industrial' },
        actualReadings: {},
      });
    expect(run).toThrow(AppError);
    expect(run).toThrow(
      "calculation.calculatorType: must be the job's calculator type (commercial)",
    );
  });
});
