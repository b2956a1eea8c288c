// A page left open across a deployment still runs the old release, whose hashed chunks the new
// release no longer has: opening a lazy page or dialog then fails to load its code. One full
// reload brings the new build; the draft survives it, as it is written on pagehide
// (docs/decisions/0420, 0410).

/** When this tab last reloaded for a new release (sessionStorage: per tab, gone when it closes). */
const RELOADED_AT_KEY = 'pipeproof.new-release-reload';

/**
 * A failure this soon after such a reload is not an old page meeting a new release (the reload
 * brought the newest build): show it rather than reload in a loop.
 */
export const RELOAD_GUARD_MS = 30_000;

export interface ReloadCircumstances {
  /** From the tab's marker; null when it never reloaded for a new release. */
  readonly lastReloadAtMs: number | null;
  readonly nowMs: number;
  readonly isOnline: boolean;
}

/** Whether a failed chunk load should reload the page into the new build. */
export function shouldReloadForNewRelease(circumstances: ReloadCircumstances): boolean {
  const { lastReloadAtMs, nowMs, isOnline } = circumstances;
  // With no signal the reload would only swap the page for the browser's offline error page.
  if (!isOnline) return false;
  if (lastReloadAtMs === null) return true;
  const sinceReloadMs = nowMs - lastReloadAtMs;
  // A marker in the future means the clock was set back: it says nothing, and the reload writes
  // a fresh one, so this cannot loop either.
  return sinceReloadMs < 0 || sinceReloadMs >= RELOAD_GUARD_MS;
}

/** What the reload needs from the browser; tests pass their own. */
export interface ReloadBrowser {
  /** Throws when the browser blocks storage. */
  readonly storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  readonly nowMs: () => number;
  readonly isOnline: () => boolean;
  readonly reload: () => void;
}

export interface NewReleaseReload {
  /** Reloads into the new build when it should; false when the failure is to be shown instead. */
  readonly reload: () => boolean;
  /** True once a reload has started: the failure needs no message, the new page is coming. */
  readonly isReloading: () => boolean;
}

export function createNewReleaseReload(browser: ReloadBrowser): NewReleaseReload {
  let isReloading = false;
  return {
    reload() {
      // One failure is often reported twice (Vite's preload event, then the import itself).
      if (isReloading) return true;
      try {
        const storage = browser.storage();
        const stored = Number(storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
        const nowMs = browser.nowMs();
        const lastReloadAtMs = Number.isFinite(stored) ? stored : null;
        if (!shouldReloadForNewRelease({ lastReloadAtMs, nowMs, isOnline: browser.isOnline() })) {
          return false;
        }
        storage.setItem(RELOADED_AT_KEY, String(nowMs));
      } catch {
        // Storage blocked: without the marker nothing would stop a reload loop.
        return false;
      }
      isReloading = true;
      browser.reload();
      return true;
    },
    isReloading: () => isReloading,
  };
}

export const newReleaseReload = createNewReleaseReload({
  storage: () => window.sessionStorage,
  nowMs: () => Date.now(),
  isOnline: () => navigator.onLine,
  reload: () => window.location.reload(),
});

/**
 * Vite reports every failed dynamic import of the app's code (pages, lazy dialogs and results
 * sections) and preloaded CSS with this event before the import rejects. The error still goes on
 * to the page's error boundary, which shows nothing while the reload is under way.
 */
export function reloadOnFailedPreload(): void {
  window.addEventListener('vite:preloadError', () => newReleaseReload.reload());
}
