import { describe, expect, it } from 'vitest';
import { savedCalculationError } from './saved-calculation-error';

describe('savedCalculationError: engine fields → fields of the saved-work body', () => {
  const issues = [
    { field: 'pipeConfigurations[1].length', code: 'out_of_range', reason: 'must be 0 or more' },
    { field: 'readings.actualGasContent', code: 'out_of_range', reason: 'must be 100 or less' },
  ] as const;

  it('a test record: readings are the body’s actualReadings', () => {
    expect(savedCalculationError(issues, 'actualReadings').toBody()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'calculation.pipeConfigurations.1.length',
      message: 'calculation.pipeConfigurations.1.length: must be 0 or more',
      issues: [
        { field: 'calculation.pipeConfigurations.1.length' },
        { field: 'actualReadings.actualGasContent' },
      ],
    });
  });

  it('a job: readings stay inside the calculation', () => {
    const body = savedCalculationError(issues.slice(1), 'calculation.readings').toBody();
    expect(body.field).toBe('calculation.readings.actualGasContent');
  });
});
