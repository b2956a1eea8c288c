import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/** product.md §9: one toast at a time, 5000 ms, at most 420 px wide, F8 focuses the toasts. */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="bottom-center"
      closeButton
      richColors
      // A toast's action (e.g. 'Reopen') is pressed with gloved hands too: 48 px, like a Button.
      toastOptions={{ classNames: { actionButton: 'min-h-12 min-w-16 !text-sm font-semibold' } }}
      style={{ '--width': 'min(420px, calc(100vw - 32px))' } as CSSProperties}
    />
  );
}
