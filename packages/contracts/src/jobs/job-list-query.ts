import { z } from 'zod';
import { isStorableText } from '../text/storable-text';
import { JOB_TEXT_MAX_CHARS } from './job-limits';

/** A job's verdict in the history filter (decision 0408): the same rule as a certificate's. */
export const JOB_VERDICT_FILTERS = ['PASS', 'FAIL', 'PENDING'] as const;
export type JobVerdictFilter = (typeof JOB_VERDICT_FILTERS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar: no 31 February, and no year 0, which PostgreSQL's calendar lacks. */
function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !text.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  );
}

/** A query parameter left empty ('?verdict=') is no filter at all. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

function calendarDay(label: string) {
  return z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: `${label} must be a date.` })
      .trim()
      .regex(ISO_DATE, { error: `${label} must be a date like 2026-03-31.` })
      .refine(isRealDate, { error: `${label} is not a real date.` })
      .optional(),
  );
}

/**
 * GET /api/jobs?search=&verdict=&from=&to= (decision 0408): `search` matches the job number, customer,
 * location or site name (any part, any case); `verdict` the job's verdict; `from` and `to` the
 * calendar days (Europe/London, both included) the job was created on. Empty means no filter.
 */
export const JobListQuerySchema = z
  .object({
    search: z
      .string({ error: 'Search must be text.' })
      .trim()
      .max(JOB_TEXT_MAX_CHARS, {
        error: `Search must be at most ${JOB_TEXT_MAX_CHARS} characters.`,
      })
      .refine(isStorableText, { error: 'Search contains characters that cannot be searched for.' })
      .transform((text) => (text ? text : undefined))
      .optional(),
    verdict: z.preprocess(
      emptyIsAbsent,
      z.enum(JOB_VERDICT_FILTERS, { error: 'Verdict must be PASS, FAIL or PENDING.' }).optional(),
    ),
    from: calendarDay('From date'),
    to: calendarDay('To date'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'To date must be on or after the from date.',
    path: ['to'],
  });
export type JobListQuery = z.infer<typeof JobListQuerySchema>;
export type JobListQueryInput = z.input<typeof JobListQuerySchema>;
