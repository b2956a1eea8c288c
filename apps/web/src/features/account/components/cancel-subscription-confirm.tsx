import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { BILLING_TOASTS, CANCEL_CONFIRMATION } from '../billing-toasts';

/**
 * The product.md §5 confirmation of 'Cancel Subscription'; cancels at the end of the period. Its
 * own module, loaded when the button is pressed, so the dialog library stays off the account
 * page's first load (decision 0876).
 */
export function CancelSubscriptionConfirm({ onClose }: { onClose: () => void }) {
  const cancel = useCancelSubscription();
  // mutateAsync: the answer is shown even though the card re-renders without this button.
  const onConfirm = () =>
    cancel.mutateAsync().then(
      (answer) => {
        onClose();
        toast.success(BILLING_TOASTS.cancelled, { description: answer.message });
      },
      (error: unknown) => {
        onClose();
        toast.error(BILLING_TOASTS.cancellationFailed, {
          description: error instanceof ApiError ? error.userMessage : String(error),
        });
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The card puts focus back on 'Cancel Subscription' itself (this dialog has no trigger). */}
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Cancel Subscription</DialogTitle>
          <DialogDescription>{CANCEL_CONFIRMATION}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep Subscription</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
