import { onFirstUse } from '../../../lib/on-first-use';

export const UNKNOWN_JOB_DATE_TEXT = 'Unknown date';

// UK conventions (architecture.md §4): dd/mm/yyyy, on the calendar day in Europe/London.
const londonDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/** dd/mm/yyyy in Europe/London of an ISO timestamp from the server, or 'Unknown date'. */
export function formatJobDate(isoTimestamp: string): string {
  const timestampMs = Date.parse(isoTimestamp);
  return Number.isNaN(timestampMs) ? UNKNOWN_JOB_DATE_TEXT : londonDateFormat().format(timestampMs);
}
