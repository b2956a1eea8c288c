import { describe, expect, it } from 'vitest';
import { markProviderSignIn, sentWithSessionCookie, takeProviderSignIn } from './session-hint';

/** A navigation entry as the browser gives it, with the server's timings. */
const navigation = (...names: string[]) =>
  ({
    entryType: 'navigation',
    serverTiming: names.map((name) => ({ name })),
  }) as unknown as PerformanceEntry;

describe('sentWithSessionCookie (decision 0887)', () => {
  it('is told by the server’s timing on the page’s own request', () => {
    expect(sentWithSessionCookie([navigation('session-cookie')])).toBe(true);
    expect(sentWithSessionCookie([navigation('cdn-cache', 'session-cookie')])).toBe(true);
  });

  it('is not assumed without it: no timing, another one, or no navigation entry', () => {
    expect(sentWithSessionCookie([navigation()])).toBe(false);
    expect(sentWithSessionCookie([navigation('session')])).toBe(false);
    expect(sentWithSessionCookie([])).toBe(false);
    expect(sentWithSessionCookie([{ entryType: 'navigation' } as PerformanceEntry])).toBe(false);
  });
});

describe('the provider sign-in mark (decision 0887)', () => {
  it('is taken once, by the next load of the tab', () => {
    markProviderSignIn(sessionStorage);
    expect(takeProviderSignIn(sessionStorage)).toBe(true);
    expect(takeProviderSignIn(sessionStorage)).toBe(false);
  });

  it('is no mark where the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => markProviderSignIn(refusing)).not.toThrow();
    expect(takeProviderSignIn(refusing)).toBe(false);
    expect(takeProviderSignIn(null)).toBe(false);
  });
});
