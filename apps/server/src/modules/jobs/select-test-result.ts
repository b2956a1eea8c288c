import type { CalculateResponse, TestName, TestResult } from '@pipeproof/contracts';
import { assertNever } from '@pipeproof/engine';

/**
 * The engine's verdict for the named test, or null when the engine gave none (a blocked
 * calculation). A tightness record takes the operation's verdict, so a failed let-by test fails
 * it (product.md §4); a let-by record takes the let-by verdict alone. A domestic tightness record
 * takes the IGEM/UP/1B verdict (let-by, test, retest and smell of gas together: decision 0820 §7).
 */
export function selectTestResult(testName: TestName, output: CalculateResponse): TestResult | null {
  switch (testName) {
    case 'Strength Test':
      return output.strengthTest?.verdict.status ?? null;
    case 'Tightness Test':
      // The domestic test is one procedure with one verdict (decision 0820 §1, §7); null above 0.035 m³.
      if (output.calculatorType === 'domestic') return output.domesticTest?.verdict.status ?? null;
      return output.tightnessTest === null ? null : output.testResult;
    case 'Let-by Test':
      return output.letByTest?.verdict.status ?? null;
    case 'Purge':
      return output.purge?.verdict.status ?? null;
    default:
      return assertNever(testName);
  }
}
