import { formatLondonDate } from '../../../lib/london-time';

/** The end of the paid period as dd/mm/yyyy, or words when the server did not say. */
export function formatPeriodEnd(isoTimestamp: string | null): string {
  const ms = isoTimestamp === null ? Number.NaN : Date.parse(isoTimestamp);
  return Number.isNaN(ms) ? 'the end of your billing period' : formatLondonDate(ms);
}
