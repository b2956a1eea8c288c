import { onFirstUse } from '../../../lib/on-first-use';

// UK conventions (architecture.md §4): dd/mm/yyyy, the calendar day in Europe/London.
const londonDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

/** The end of the paid period as dd/mm/yyyy, or words when the server did not say. */
export function formatPeriodEnd(isoTimestamp: string | null): string {
  const ms = isoTimestamp === null ? Number.NaN : Date.parse(isoTimestamp);
  return Number.isNaN(ms) ? 'the end of your billing period' : londonDateFormat().format(ms);
}
