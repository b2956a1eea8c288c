import { useEffect } from 'react';

/**
 * Keeps the screen on while `isActive` (a running test timer): an engineer watching a 30-minute
 * tightness test should not have to keep waking the phone. Where the browser has no Screen Wake
 * Lock API, or refuses it (battery saver), nothing happens: the timer is right either way.
 */
export function useScreenWakeLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;
    const request = () => {
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (isCancelled) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        () => undefined,
      );
    };
    // The browser drops the lock whenever the page is hidden; take it again on return.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) request();
    };
    request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isActive]);
}
