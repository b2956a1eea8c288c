// UK conventions (design.md §5): dd/mm/yyyy, on the calendar day in Europe/London.
const LONDON_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy in Europe/London of an ISO timestamp from the server, or 'Unknown date'. */
export function formatJobDate(isoTimestamp: string): string {
  const timestampMs = Date.parse(isoTimestamp);
  return Number.isNaN(timestampMs) ? 'Unknown date' : LONDON_DATE_FORMAT.format(timestampMs);
}
