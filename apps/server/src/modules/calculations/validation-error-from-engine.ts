import type { CalculationInputIssue } from '@pipeproof/contracts';
import { AppError } from '../../app-error';

/** `pipeConfigurations[2].nominalSize` → `pipeConfigurations.2.nominalSize`, the API's path form. */
export function toApiFieldPath(engineField: string): string {
  return engineField.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * The engine's input issues as a 400 VALIDATION_ERROR in the ApiErrorBody shape: the first issue
 * names the field and gives the message, every issue is listed (the engine reports all at once).
 */
export function validationErrorFromEngine(issues: readonly CalculationInputIssue[]): AppError {
  const mapped = issues.map((issue) => {
    const field = toApiFieldPath(issue.field);
    return { field, message: `${field}: ${issue.reason}` };
  });
  const first = mapped[0];
  if (first === undefined)
    return new AppError('VALIDATION_ERROR', 'The calculation input is not valid.');
  return new AppError('VALIDATION_ERROR', first.message, { field: first.field, issues: mapped });
}
