import { z } from 'zod';

/** Longest text a job or test record field may hold (job number, customer, site name, …). */
export const JOB_TEXT_MAX_CHARS = 200;

/**
 * PostgreSQL refuses a NUL character in text and a lone UTF-16 surrogate in jsonb; either would
 * turn a typing slip (or a hostile body) into a 500, so both are refused as input.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

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
