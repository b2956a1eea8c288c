import { useEffect, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded on the first press (decision 0641: no dialog library on the calculator's first load).
const ClearDataConfirm = lazyPart(() => import('./clear-data-confirm'), 'ClearDataConfirm');

/**
 * 'Clear All Data' (product.md §2). A mistaken tap with a gloved thumb would wipe a morning's work, so
 * it asks first. It clears this job only: records already sent to the account stay there, and
 * results still on their way are sent all the same (decision 0440).
 */
export function ClearDataDialog({
  unsentResults,
  onConfirm,
}: {
  unsentResults: number;
  /** Null while the stored job is still being read (decision 0851): the button waits, disabled. */
  onConfirm: (() => void) | null;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Back to the button once the dialog has gone (as a dialog's trigger would be).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={onConfirm === null}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        Clear All Data
      </Button>
      {open && onConfirm ? (
        <PartBoundary onClose={() => setOpen(false)}>
          <ClearDataConfirm
            unsentResults={unsentResults}
            onCancel={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              onConfirm();
            }}
          />
        </PartBoundary>
      ) : null}
    </>
  );
}
