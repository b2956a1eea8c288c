import { onTestFinished, vi } from 'vitest';

/**
 * Holds the page's `method` requests to a URL ending in `path` (or matching it, a regular
 * expression) until `release()` is called, and counts them: a test can then press twice while the
 * first press is surely still in flight, whatever the machine's speed. Every other request goes
 * through untouched.
 */
export function holdRequests(method: string, path: string | RegExp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchThrough = globalThis.fetch;
  let held = 0;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const requestMethod = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const matches = typeof path === 'string' ? url.endsWith(path) : path.test(url);
    if (matches && requestMethod === method) {
      held += 1;
      await gate;
    }
    return fetchThrough(input, init);
  });
  onTestFinished(() => spy.mockRestore());
  return { release: () => release(), count: () => held };
}

/**
 * Fails the page's `method` requests to a URL ending in `path` as a request without signal fails
 * (one bar of signal: that request is lost, every other goes through) until `restore()` is called.
 */
export function loseRequests(method: string, path: string) {
  const fetchThrough = globalThis.fetch;
  let isLost = true;
  const spy = vi.spyOn(globalThis, 'fetch');
  spy.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const requestMethod = init?.method ?? (input instanceof Request ? input.method : 'GET');
    return isLost && url.endsWith(path) && requestMethod === method
      ? Promise.reject(new TypeError('Failed to fetch'))
      : fetchThrough(input, init);
  });
  onTestFinished(() => spy.mockRestore());
  return { restore: () => (isLost = false) };
}
