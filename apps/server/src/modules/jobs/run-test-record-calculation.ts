import type { CalculateResponse, JobCalculation, TestName, TestResult } from '@pipeproof/contracts';
import { calculate } from '@pipeproof/engine';
import { AppError } from '../../app-error';
import { savedCalculationError } from './saved-calculation-error';
import { selectTestResult } from './select-test-result';

export interface TestRecordRun {
  results: CalculateResponse;
  testResult: TestResult;
}

/**
 * The server's own figures and verdict for a test record (architecture.md §1: the server never trusts
 * a number the browser computed). Input the engine refuses is a 400 naming the body's field; a
 * calculation the engine blocks (a commercial installation over 1 m³) has no verdict to record.
 */
export function runTestRecordCalculation(
  testName: TestName,
  calculation: JobCalculation,
): TestRecordRun {
  const result = calculate(calculation);
  if (!result.ok) throw savedCalculationError(result.errors, 'actualReadings');
  const testResult = selectTestResult(testName, result.output);
  if (testResult === null) {
    const blocking = result.output.warnings.find((warning) => warning.severity === 'blocking');
    const field = 'calculation.pipeConfigurations';
    const reason = blocking?.message ?? `this calculation gives no ${testName} result`;
    throw new AppError('VALIDATION_ERROR', `${field}: ${reason}`, { field });
  }
  return { results: result.output, testResult };
}
