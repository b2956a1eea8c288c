/**
 * How long after the page's `load` event the service worker is registered (decision 0861). Its
 * install downloads and stores the whole app for offline use (decision 0420): about 380 KB
 * compressed and a hundred requests, which on a first visit took the phone's bandwidth and CPU
 * while the page was still loading its own route and drawing it.
 */
export const SERVICE_WORKER_DELAY_MS = 2_000;

/** The worker's own longest wait for an idle moment once the delay is over. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers `/sw.js` (built by vite-plugin-pwa, decision 0420) once the page has loaded, a moment
 * has passed and the main thread is idle, so the precache runs after the first screen rather
 * than beside it. Registering again on later visits is a no-op that lets the browser look for an
 * update. A failure (a private window, storage refused) leaves the page as it is: only offline use
 * is lost.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const afterLoad = () =>
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) {
        window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
      } else {
        register();
      }
    }, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
