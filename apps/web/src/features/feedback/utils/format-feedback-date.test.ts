import { describe, expect, it } from 'vitest';
import { formatFeedbackDate, UNKNOWN_DATE_TEXT } from './format-feedback-date';

describe('formatFeedbackDate', () => {
  it.each([
    // [createdAt, expected, why]
    ['2026-11-21T10:00:00.000Z', '21/11/2026', 'GMT: London day equals the UTC day'],
    ['2026-01-05T12:00:00Z', '05/01/2026', 'day and month are zero-padded, day first'],
    ['2026-06-30T23:30:00.000Z', '01/07/2026', 'BST: 23:30 UTC is already the next day in London'],
    ['2026-12-31T23:30:00.000Z', '31/12/2026', 'GMT: 23:30 UTC is still the same day in London'],
    ['2026-03-29T00:30:00.000Z', '29/03/2026', 'the night the clocks go forward'],
    ['2026-07-01T00:30:00+02:00', '30/06/2026', 'an explicit offset is honoured'],
    ['2026-11-21', '21/11/2026', 'a plain ISO date'],
  ])('formats %s as %s (%s)', (createdAt, expected) => {
    expect(formatFeedbackDate(createdAt)).toBe(expected);
  });

  it.each<[string | null | undefined, string]>([
    [null, 'null'],
    [undefined, 'missing'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['not a date', 'free text'],
    ['1', 'a bare number, which Date.parse would read as 2001'],
    ['2026-02-30T10:00:00Z', 'a day that does not exist'],
    ['2026-13-01T10:00:00Z', 'a month that does not exist'],
    ['21/11/2026', 'already formatted, not ISO'],
  ])('gives "Unknown date" for %s (%s)', (createdAt) => {
    expect(formatFeedbackDate(createdAt)).toBe(UNKNOWN_DATE_TEXT);
  });

  it('uses the wording product.md gives', () => {
    expect(UNKNOWN_DATE_TEXT).toBe('Unknown date');
  });
});
