import { act } from '@testing-library/react';

/**
 * A request the test itself sends to the real server while a page may be rendered (to check what
 * was saved, or to act as another client). Awaited inside act(): a part of the page loaded lazily
 * (React.lazy) can finish loading meanwhile, and React wants that inside act — outside it, React
 * logs an act warning, which fails the test (src/setup-tests.ts) depending on timing alone.
 */
export function serverFetch(input: string, init?: RequestInit): Promise<Response> {
  return act(() => fetch(input, init));
}
