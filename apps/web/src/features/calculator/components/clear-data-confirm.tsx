import { ConfirmDialog } from '../../../components/ui/dialog';

interface ClearDataConfirmProps {
  unsentResults: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The question 'Clear All Data' asks (decision 0412 #7). Its own module, loaded when the button
 * is pressed, so the dialog library stays off the calculator's first load (decision 0641).
 */
export function ClearDataConfirm({ unsentResults, onCancel, onConfirm }: ClearDataConfirmProps) {
  const waiting =
    unsentResults === 1
      ? '1 result of this job is not yet saved to your account; it will still be sent.'
      : `${unsentResults} results of this job are not yet saved to your account; they will still be sent.`;
  return (
    // The page puts focus back on 'Clear All Data' itself.
    <ConfirmDialog
      title="Clear all data?"
      description="Every field, reading and completed test of this job on this device will be cleared. Test records already saved to your account stay there."
      keepLabel="Keep Data"
      confirmLabel="Yes, Clear All Data"
      confirmVariant="danger"
      isFocusReturnedByOpener
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {unsentResults > 0 ? (
        <p className="text-base font-semibold text-slate-900">{waiting}</p>
      ) : null}
    </ConfirmDialog>
  );
}
