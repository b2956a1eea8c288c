import { onFirstUse } from './on-first-use';

// UK conventions (architecture.md §4): dates and times as on a clock in Europe/London. Each
// formatter is made on its first use: the first time-zone formatter loads the browser's time-zone
// data, which no page that shows no date should wait for (decision 0845).
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    }),
);

/** dd/mm/yyyy, the calendar day in London. */
export function formatLondonDate(when: number | Date): string {
  return dateFormat().format(when);
}

/** dd/mm/yyyy, hh:mm in London. */
export function formatLondonDateTime(when: number | Date): string {
  return dateTimeFormat().format(when);
}
