import { formatLondonDate } from '../../../lib/london-time';

export const UNKNOWN_JOB_DATE_TEXT = 'Unknown date';

/** dd/mm/yyyy in Europe/London of an ISO timestamp from the server, or 'Unknown date'. */
export function formatJobDate(isoTimestamp: string): string {
  const timestampMs = Date.parse(isoTimestamp);
  return Number.isNaN(timestampMs) ? UNKNOWN_JOB_DATE_TEXT : formatLondonDate(timestampMs);
}
