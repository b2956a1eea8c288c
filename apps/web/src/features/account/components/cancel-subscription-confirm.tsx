import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { describeRequestError } from '../../../lib/apply-server-error';
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
          description: describeRequestError(error),
        });
      },
    );
  return (
    // The card puts focus back on 'Cancel Subscription' itself.
    <ConfirmDialog
      title="Cancel Subscription"
      description={CANCEL_CONFIRMATION}
      keepLabel="Keep Subscription"
      confirmLabel="Yes, cancel"
      confirmVariant="danger"
      pendingLabel="Cancelling…"
      isPending={cancel.isPending}
      isFocusReturnedByOpener
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
