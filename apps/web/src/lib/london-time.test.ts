import { formatLondonDate, formatLondonDateTime } from './london-time';

describe('London dates and times (architecture.md §4)', () => {
  it.each([
    ['2026-03-01T10:00:00.000Z', '01/03/2026', '01/03/2026, 10:00'],
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    ['2026-06-30T23:30:00.000Z', '01/07/2026', '01/07/2026, 00:30'],
    // 23:30 UTC on 31 December is still 31 December in London (GMT).
    ['2026-12-31T23:30:00.000Z', '31/12/2026', '31/12/2026, 23:30'],
  ])('%s is %s, %s', (iso, date, dateTime) => {
    expect(formatLondonDate(Date.parse(iso))).toBe(date);
    expect(formatLondonDateTime(new Date(iso))).toBe(dateTime);
  });
});
