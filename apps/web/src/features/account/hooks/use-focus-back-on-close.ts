import { useEffect, useRef } from 'react';

/**
 * For a button that opens a dialog loaded on its first press (decision 0876): the dialog has no
 * trigger of its own to hand focus back to, so the button is focused again once `open` turns
 * false, as a trigger would be. Returns the button's ref.
 */
export function useFocusBackOnClose(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return button;
}
