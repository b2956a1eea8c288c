// The day as the engineer's own calendar has it (architecture.md §4: UK time).
const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'pipeproof-data-2026-11-27.zip': the download's name (Content-Disposition), the UK date. */
export function exportFileName(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    UK_DAY.formatToParts(at).find((one) => one.type === type)?.value ?? '00';
  return `pipeproof-data-${part('year')}-${part('month')}-${part('day')}.zip`;
}
