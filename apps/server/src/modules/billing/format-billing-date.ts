const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy in UK time (architecture.md §4 UK conventions). */
export function formatBillingDate(date: Date): string {
  return LONDON_DATE.format(date);
}
