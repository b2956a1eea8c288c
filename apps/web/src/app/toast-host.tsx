import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { areToastsWanted, loadToasts, onToastsWanted } from '../lib/toast';

/** sonner's Toaster, in the chunk `lib/toast.ts` loads (docs/decisions/0230); kept once fetched. */
let fetchedToaster: ComponentType | null = null;

/**
 * Mounts the Toaster once toasts are wanted: the first toast, or the engineer's first tap or key
 * press (so its announcer is in place before the toast that tap brings, and F8 finds it). Nothing
 * on screen before then: sonner draws nothing until there is a toast.
 *
 * Fetched with import() rather than React.lazy: a lazy component that fails once (no signal, and
 * the service worker has not stored the app yet) throws at every render after, and the page's
 * error boundary would put 'This page could not be loaded' in place of the whole page (decision
 * 0879). Here a failed fetch leaves the page as it is and is tried again at the next tap, key
 * press or return of the signal; toasts asked for meanwhile show once it is in.
 */
export function ToastHost() {
  const isWanted = useSyncExternalStore(onToastsWanted, areToastsWanted, () => false);
  const [Toaster, setToaster] = useState(() => fetchedToaster);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (Toaster) return;
    const events = isWanted ? ['pointerdown', 'keydown', 'online'] : ['pointerdown', 'keydown'];
    const options = { capture: true, once: true, passive: true } as const;
    let isCurrent = true;
    const wait = (listener: () => void) => {
      for (const event of events) window.addEventListener(event, listener, options);
    };
    const next = () => {
      for (const event of events) window.removeEventListener(event, next, options);
      if (isWanted) setAttempts((count) => count + 1);
      else void loadToasts().catch(() => undefined);
    };
    if (!isWanted) wait(next);
    else {
      import('./app-toaster').then(
        ({ AppToaster }) => {
          fetchedToaster = AppToaster;
          if (isCurrent) setToaster(() => AppToaster);
        },
        () => isCurrent && wait(next),
      );
    }
    return () => {
      isCurrent = false;
      for (const event of events) window.removeEventListener(event, next, options);
    };
  }, [isWanted, Toaster, attempts]);

  return Toaster ? <Toaster /> : null;
}
