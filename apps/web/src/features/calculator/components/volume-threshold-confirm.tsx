import { useEffect, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Eraser, Factory, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { CALCULATION_MESSAGES } from '../model/calculation-messages';

export interface VolumeThresholdDialogProps {
  open: boolean;
  volumeM3: number | null;
  canUndo: boolean;
  onUndo: () => void;
  onClearPipeInputs: () => void;
  /** What goes to the Industrial Calculator with the engineer, and what does not (decision 0447). */
  carryOverNotes: readonly string[];
  onGoToIndustrial: () => void;
}

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The dialog opens from the page, not from a button, and leaves by unmounting: without this the
 * focus falls to the page's start. Back to the field the engineer was typing in when it opened
 * (the length that went over, put back by 'Undo Last Change'), where that field is still there.
 */
function useFocusReturned(): void {
  // Read while rendering: the dialog's own effects move the focus into it before ours run.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      const isLost = document.activeElement === null || document.activeElement === document.body;
      if (opener?.isConnected && isLost) opener.focus();
    },
    [opener],
  );
}

/**
 * product.md §2, §8: above 1 m³ the commercial calculator does not apply. Blocking: no close button,
 * Escape and a tap outside do nothing; it closes by itself once the volume is 1 m³ or less.
 */
export function VolumeThresholdConfirm({
  open,
  volumeM3,
  canUndo,
  onUndo,
  onClearPipeInputs,
  carryOverNotes,
  onGoToIndustrial,
}: VolumeThresholdDialogProps) {
  useFocusReturned();
  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <DialogPrimitive.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border-t-8 border-amber-600 bg-white p-5 text-slate-900 shadow-xl sm:p-6"
        >
          <DialogHeader className="pr-0">
            <DialogTitle>{CALCULATION_MESSAGES.volumeDialogTitle}</DialogTitle>
            <DialogDescription>
              The installation volume{volumeM3 === null ? '' : ` of ${volumeM3} m³`} exceeds the 1.0
              m³ limit for IGE/UP/1A commercial installations. You must use the Industrial
              Calculator (IGE/UP/1).
            </DialogDescription>
          </DialogHeader>
          {carryOverNotes.map((note) => (
            <p key={note} className="text-base text-slate-800">
              {note}
            </p>
          ))}
          <DialogFooter className="sm:flex-wrap">
            {canUndo ? (
              <Button variant="ghost" onClick={onUndo}>
                <Undo2 aria-hidden="true" />
                Undo Last Change
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClearPipeInputs}>
              <Eraser aria-hidden="true" />
              Clear Pipe Inputs
            </Button>
            <Button onClick={onGoToIndustrial}>
              <Factory aria-hidden="true" />
              Go to Industrial Calculator
            </Button>
          </DialogFooter>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
