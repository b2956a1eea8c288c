import type { z } from 'zod';
import { AppError } from '../app-error';

/** Parses `value` with a contracts schema, or throws a 400 naming the first offending field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationErrorFromZod(result.error);
}

export function validationErrorFromZod(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { field, message: describeIssue(field, issue.message) };
  });
  const first = issues[0];
  if (first === undefined || first.field === '') {
    return new AppError('VALIDATION_ERROR', 'Request body must be a JSON object.', {
      ...(issues.length > 0 ? { issues } : {}),
    });
  }
  return new AppError('VALIDATION_ERROR', first.message, { field: first.field, issues });
}

/**
 * The contracts' messages are sentences that already name the field ('Rating must be from 1 to
 * 5.'); zod's defaults do not ('Invalid input: expected number'), so those get the field in front.
 */
function describeIssue(field: string, message: string): string {
  if (field === '') return message;
  const leaf = field.split('.').at(-1) ?? field;
  const words = leaf.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (message.toLowerCase().includes(words)) return message;
  return `${field}: ${message}`;
}
