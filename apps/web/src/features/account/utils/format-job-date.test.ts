import { formatJobDate, UNKNOWN_JOB_DATE_TEXT } from './format-job-date';

describe('formatJobDate', () => {
  it.each([
    ['2026-03-01T10:00:00.000Z', '01/03/2026'],
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    ['2026-06-30T23:30:00.000Z', '01/07/2026'],
    // 23:30 UTC on 31 December is still 31 December in London (GMT).
    ['2026-12-31T23:30:00.000Z', '31/12/2026'],
    ['not a date', UNKNOWN_JOB_DATE_TEXT],
  ])('%s → %s', (iso, text) => {
    expect(formatJobDate(iso)).toBe(text);
  });
});

describe('the London date formatter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The first time-zone formatter loads the browser's time-zone data: not while /commercial,
  // which shows no date, loads this module (decision 0845).
  it('is made on the first date formatted, not when the module loads, and only once', async () => {
    vi.resetModules();
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new RealDateTimeFormat(...args);
    });
    const fresh = await import('./format-job-date');
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatJobDate('2026-03-01T10:00:00.000Z')).toBe('01/03/2026');
    expect(fresh.formatJobDate('2026-03-02T10:00:00.000Z')).toBe('02/03/2026');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
