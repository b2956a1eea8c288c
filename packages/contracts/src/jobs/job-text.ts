import { z } from 'zod';
import { isStorableText } from '../text/storable-text';
import { JOB_TEXT_MAX_CHARS } from './job-limits';

// The limit itself is a plain number in job-limits.ts (no zod); re-exported for existing imports.
export { JOB_TEXT_MAX_CHARS } from './job-limits';

function isMissing(input: unknown): boolean {
  return input === undefined || input === null;
}

/** A required text field, trimmed: '<label> is required.' when absent or blank. */
export function requiredJobText(label: string) {
  return z
    .string({
      error: (issue) =>
        isMissing(issue.input) ? `${label} is required.` : `${label} must be text.`,
    })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(JOB_TEXT_MAX_CHARS, {
      error: `${label} must be at most ${JOB_TEXT_MAX_CHARS} characters.`,
    })
    .refine(isStorableText, { error: `${label} contains characters that cannot be stored.` });
}

/** An optional text field, trimmed; absent, null or blank all mean "not given" (undefined). */
export function optionalJobText(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(JOB_TEXT_MAX_CHARS, {
      error: `${label} must be at most ${JOB_TEXT_MAX_CHARS} characters.`,
    })
    .refine(isStorableText, { error: `${label} contains characters that cannot be stored.` })
    .nullish()
    .transform((text) => (text ? text : undefined));
}
