import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { areToastsWanted, loadToasts, onToastsWanted } from '../lib/toast';

// sonner's Toaster, in the chunk `lib/toast.ts` loads (docs/decisions/0230).
const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

/**
 * Mounts the Toaster once toasts are wanted: the first toast, or the engineer's first tap or key
 * press (so its announcer is in place before the toast that tap brings, and F8 finds it). Nothing
 * on screen before then: sonner draws nothing until there is a toast.
 */
export function ToastHost() {
  const isWanted = useSyncExternalStore(onToastsWanted, areToastsWanted, () => false);
  useEffect(() => {
    if (isWanted) return;
    const load = () => void loadToasts().catch(() => undefined);
    const options = { capture: true, once: true, passive: true } as const;
    window.addEventListener('pointerdown', load, options);
    window.addEventListener('keydown', load, options);
    return () => {
      window.removeEventListener('pointerdown', load, options);
      window.removeEventListener('keydown', load, options);
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
