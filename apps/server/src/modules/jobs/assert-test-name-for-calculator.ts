import type { TestName } from '@pipeproof/contracts';
import type { CalculatorType } from '@pipeproof/engine';
import { AppError } from '../../app-error';

export const DOMESTIC_TEST_NAME_MESSAGE =
  'must be Tightness Test for a domestic job: the IGEM/UP/1B test is one procedure, its let-by test included';

/**
 * A domestic job has one kind of record (decision 0820 §1, decision 0821): the 'Tightness Test',
 * whose verdict covers the let-by, the 2-minute test, the retest and the smell of gas. Strength and
 * purge records are refused by the engine (operationType); a separate let-by record would have no
 * verdict of its own to take, so it is refused here by name.
 */
export function assertTestNameForCalculator(
  calculatorType: CalculatorType,
  testName: TestName,
): void {
  if (calculatorType === 'domestic' && testName !== 'Tightness Test') {
    throw new AppError('VALIDATION_ERROR', `testName: ${DOMESTIC_TEST_NAME_MESSAGE}`, {
      field: 'testName',
    });
  }
}
