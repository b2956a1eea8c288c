import { formatLondonDate } from '../../../lib/london-time';

export const UNKNOWN_DATE_TEXT = 'Unknown date';

// An ISO 8601 date, optionally with a time and offset (the server sends Date#toISOString()).
const ISO_DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The instant `createdAt` names, in milliseconds, or null when it is missing or not a real ISO
 * date. Date.parse alone is too lenient: it reads '1' as 2001 and rolls 30 February into March.
 */
export function parseFeedbackTimestampMs(createdAt: string | null | undefined): number | null {
  if (!createdAt) return null;
  const match = ISO_DATE_PATTERN.exec(createdAt.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) return null;
  const timestampMs = Date.parse(createdAt);
  return Number.isNaN(timestampMs) ? null : timestampMs;
}

/** dd/mm/yyyy in Europe/London, or 'Unknown date' (product.md §2 Feedback page). */
export function formatFeedbackDate(createdAt: string | null | undefined): string {
  const timestampMs = parseFeedbackTimestampMs(createdAt);
  return timestampMs === null ? UNKNOWN_DATE_TEXT : formatLondonDate(timestampMs);
}
