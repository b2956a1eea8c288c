import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Button } from './button';

// A modal dialog on Radix (focus trap, Escape, focus returned to the trigger, aria-modal).
// Always give it a DialogTitle and a DialogDescription: Radix names and describes the dialog
// with them.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * `bare` leaves the width, background and padding to the caller's className (a dialog that is one
 * card, edge to edge); `cn` joins classes and does not override them (decision 0856).
 */
const DIALOG_LOOKS = { default: 'max-w-lg bg-white p-5 sm:p-6', bare: '' } as const;

export function DialogContent({
  className,
  look = 'default',
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { look?: keyof typeof DIALOG_LOOKS }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={cn(
          // Phones: full width less a margin, scrolls inside when the keyboard takes the space.
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl text-slate-900 shadow-xl',
          DIALOG_LOOKS[look],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-12 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      // pr-12: clear of the close button in the corner.
      className={cn('pr-12 text-xl leading-tight font-bold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-base text-slate-800', className)} {...props} />
  );
}

/** The actions: stacked full-width on phones (primary first), in a row from 640 px. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

interface ConfirmDialogProps {
  readonly title: ReactNode;
  readonly description: ReactNode;
  /** What follows the question: a consequence, notes, a failure. */
  readonly children?: ReactNode;
  /**
   * The answer that changes nothing ('Keep Job'): it closes the dialog, as Escape does. Once the
   * change is on its way it reads 'Close': closing no longer stops it.
   */
  readonly keepLabel: string;
  readonly confirmLabel: ReactNode;
  /** 'danger' when the answer removes or replaces what the engineer has. */
  readonly confirmVariant?: 'primary' | 'danger';
  /** Said on the answer's button while the request it sent is on its way ('Deleting…'). */
  readonly pendingLabel?: string;
  readonly isPending?: boolean;
  /** The answer cannot be given yet (what it needs is still loading). */
  readonly isConfirmDisabled?: boolean;
  /** The opener puts focus back on its own button itself: the dialog has no trigger to return to. */
  readonly isFocusReturnedByOpener?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A question asked before something is changed: the title, what will happen, and two answers —
 * keep (first, closes) and the change. In this module so it comes in the dialogs' own chunk, which
 * only a lazily loaded dialog asks for (decisions 0641, 0876).
 */
export function ConfirmDialog({
  title,
  description,
  children,
  keepLabel,
  confirmLabel,
  confirmVariant = 'primary',
  pendingLabel,
  isPending = false,
  isConfirmDisabled = false,
  isFocusReturnedByOpener = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        onCloseAutoFocus={isFocusReturnedByOpener ? (event) => event.preventDefault() : undefined}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{isPending ? 'Close' : keepLabel}</Button>
          </DialogClose>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            disabled={isPending || isConfirmDisabled}
          >
            {isPending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
