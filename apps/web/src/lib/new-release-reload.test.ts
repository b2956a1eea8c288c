import {
  createNewReleaseReload,
  RELOAD_GUARD_MS,
  shouldReloadForNewRelease,
  type ReloadBrowser,
} from './new-release-reload';

const NOW_MS = Date.UTC(2026, 10, 21, 9, 30);

describe('shouldReloadForNewRelease (docs/decisions/0420)', () => {
  it.each([
    ['never reloaded, online', null, true, true],
    ['never reloaded, offline', null, false, false],
    ['reloaded just now', NOW_MS, true, false],
    ['reloaded 1 ms inside the guard', NOW_MS - RELOAD_GUARD_MS + 1, true, false],
    ['reloaded exactly the guard ago', NOW_MS - RELOAD_GUARD_MS, true, true],
    ['reloaded an hour ago', NOW_MS - 3_600_000, true, true],
    ['reloaded an hour ago, offline', NOW_MS - 3_600_000, false, false],
    ['marker in the future (clock set back)', NOW_MS + 60_000, true, true],
  ])('%s → %s', (_case, lastReloadAtMs, isOnline, expected) => {
    expect(shouldReloadForNewRelease({ lastReloadAtMs, nowMs: NOW_MS, isOnline })).toBe(expected);
  });
});

function fakeBrowser(overrides: Partial<ReloadBrowser> = {}) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const browser = {
    storage: () => storage,
    nowMs: () => NOW_MS,
    isOnline: () => true,
    reload: vi.fn(),
    ...overrides,
  };
  return { browser, stored };
}

describe('createNewReleaseReload', () => {
  it('reloads once and leaves a marker; a second report of the failure does not reload again', () => {
    const { browser, stored } = fakeBrowser();
    const release = createNewReleaseReload(browser);
    expect(release.isReloading()).toBe(false);
    expect(release.reload()).toBe(true);
    expect(release.reload()).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(release.isReloading()).toBe(true);
    expect([...stored.values()]).toEqual([String(NOW_MS)]);
  });

  it('after that reload, the new page shows a failure instead of reloading in a loop', () => {
    const { browser, stored } = fakeBrowser();
    createNewReleaseReload(browser).reload();
    const afterReload = createNewReleaseReload({ ...browser, nowMs: () => NOW_MS + 2_000 });
    expect(afterReload.reload()).toBe(false);
    expect(afterReload.isReloading()).toBe(false);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect([...stored.values()]).toEqual([String(NOW_MS)]);
  });

  it('a later deploy reloads again once the guard has passed', () => {
    const { browser, stored } = fakeBrowser();
    createNewReleaseReload(browser).reload();
    const later = NOW_MS + RELOAD_GUARD_MS;
    expect(createNewReleaseReload({ ...browser, nowMs: () => later }).reload()).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(2);
    expect([...stored.values()]).toEqual([String(later)]);
  });

  it('offline: no reload and no marker', () => {
    const { browser, stored } = fakeBrowser({ isOnline: () => false });
    expect(createNewReleaseReload(browser).reload()).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });

  it('an unreadable marker counts as none', () => {
    const { browser, stored } = fakeBrowser();
    stored.set('pipeproof.new-release-reload', 'not a time');
    expect(createNewReleaseReload(browser).reload()).toBe(true);
  });

  it('storage blocked: no reload, as nothing could stop a loop', () => {
    const { browser } = fakeBrowser({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(createNewReleaseReload(browser).reload()).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
