import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle, SERVICE_WORKER_DELAY_MS } from './register-service-worker';

// jsdom has no service worker container: the browser's own is stood in for by one that records
// the registration, and the page's load and idle moments are driven by the test (decision 0861).
describe('registerServiceWorkerWhenIdle', () => {
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  let idleCallbacks: IdleRequestCallback[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    register.mockClear();
    idleCallbacks = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register },
    });
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: IdleRequestCallback) => {
        idleCallbacks.push(callback);
        return idleCallbacks.length;
      },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('registers /sw.js only after the load event, the delay and an idle moment', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    registerServiceWorkerWhenIdle();
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS * 2);
    expect(idleCallbacks).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();

    idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('waits only for the delay and an idle moment when the page has loaded already', () => {
    registerServiceWorkerWhenIdle();
    expect(document.readyState).toBe('complete');
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
    idleCallbacks[0]!({ didTimeout: true, timeRemaining: () => 0 });
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('leaves the page as it is when the registration fails', async () => {
    register.mockImplementationOnce(() => Promise.reject(new Error('storage refused')));
    registerServiceWorkerWhenIdle();
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
    idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 50 });
    await vi.runAllTimersAsync();
    expect(register).toHaveBeenCalledOnce();
  });
});
