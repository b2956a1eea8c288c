import { useState } from 'react';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { BILLING_TOASTS, CANCEL_CONFIRMATION } from '../billing-toasts';

/** 'Cancel Subscription' with the product.md §5 confirmation; cancels at the end of the period. */
export function CancelSubscriptionDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSubscription();
  // mutateAsync: the answer is shown even though the card re-renders without this button.
  const onConfirm = () =>
    cancel.mutateAsync().then(
      (answer) => {
        setIsOpen(false);
        toast.success(BILLING_TOASTS.cancelled, { description: answer.message });
      },
      (error: unknown) => {
        setIsOpen(false);
        toast.error(BILLING_TOASTS.cancellationFailed, {
          description: error instanceof ApiError ? error.userMessage : String(error),
        });
      },
    );
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">Cancel Subscription</Button>
      </DialogTrigger>
      <DialogContent>
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
