import type { toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];
type Options = Parameters<SonnerToast['success']>[1];

/**
 * The app's toasts (product.md §9) without sonner on the first load (docs/decisions/0230): sonner
 * (≈ 9 KB gzip) is imported on the first toast, or at the engineer's first tap or key press so
 * its announcer is on the page before the toast that tap may bring. A toast asked for while it
 * loads is shown once it has (sonner hands the toasts made before its Toaster mounted to it), in
 * the order asked, so none is lost. Offline the chunk comes from the service worker's precache
 * (decision 0420). Same calls as sonner's `toast`: success, error, info, dismiss.
 */
let loaded: SonnerToast | null = null;
let loading: Promise<SonnerToast> | null = null;
const listeners = new Set<() => void>();

/** Starts loading sonner (once) and asks the app's toast host to mount the Toaster. */
export function loadToasts(): Promise<SonnerToast> {
  if (!loading) {
    loading = import('sonner').then(
      (module) => (loaded = module.toast),
      (error: unknown) => {
        // No signal and not yet on the device: the next toast tries again.
        loading = null;
        throw error;
      },
    );
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether the Toaster is wanted yet, for the toast host (app/toast-host.tsx). */
export function areToastsWanted(): boolean {
  return loading !== null || loaded !== null;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function withToast(show: (toast: SonnerToast) => void): void {
  if (loaded) show(loaded);
  else loadToasts().then(show, () => undefined);
}

export const toast = {
  success: (message: Message, options?: Options) => withToast((t) => t.success(message, options)),
  error: (message: Message, options?: Options) => withToast((t) => t.error(message, options)),
  info: (message: Message, options?: Options) => withToast((t) => t.info(message, options)),
  dismiss: (id?: string | number) => withToast((t) => t.dismiss(id)),
};
