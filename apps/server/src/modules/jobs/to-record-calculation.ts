import type { CreateTestRecordRequest, JobCalculation } from '@pipeproof/contracts';
import type { CalculatorType } from '@pipeproof/engine';
import { AppError } from '../../app-error';

/**
 * The engine input a test record is run from: the job's calculator type (the body may leave it
 * out, and may not change it) and the record's actualReadings as the readings, whatever
 * `calculation.readings` said, so the stored calculation alone recomputes the stored results.
 */
export function toRecordCalculation(
  jobCalculatorType: CalculatorType,
  input: Pick<CreateTestRecordRequest, 'calculation' | 'actualReadings'>,
): JobCalculation {
  const { calculatorType = jobCalculatorType } = input.calculation;
  if (calculatorType !== jobCalculatorType) {
    const field = 'calculation.calculatorType';
    throw new AppError(
      'VALIDATION_ERROR',
      `${field}: must be the job's calculator type (${jobCalculatorType})`,
      { field },
    );
  }
  return { ...input.calculation, calculatorType, readings: input.actualReadings };
}
