import type { CalculationInputIssue } from '@pipeproof/contracts';
import type { AppError } from '../../app-error';
import { validationErrorFromEngine } from '../calculations/validation-error-from-engine';

/** Where the engine's `readings` came from in the request body. */
export type ReadingsPath = 'calculation.readings' | 'actualReadings';

/**
 * The engine's issues as a 400 naming fields of the saved-work body: the engine's
 * `pipeConfigurations[0].length` is the body's `calculation.pipeConfigurations.0.length`, and its
 * `readings.actualPressureDrop` is `actualReadings.actualPressureDrop` for a test record.
 */
export function savedCalculationError(
  issues: readonly CalculationInputIssue[],
  readingsPath: ReadingsPath,
): AppError {
  return validationErrorFromEngine(
    issues.map((issue) => ({
      ...issue,
      field: issue.field.startsWith('readings.')
        ? `${readingsPath}${issue.field.slice('readings'.length)}`
        : `calculation.${issue.field}`,
    })),
  );
}
