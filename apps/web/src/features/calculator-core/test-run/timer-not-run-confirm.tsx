import { ConfirmDialog } from '../../../components/ui/dialog';

/** product.md §4 'Recording without the timer' (decision 0414): the product's own words. */
export const TIMER_NOT_RUN_TEXT = {
  title: 'Record without the timer?',
  question: 'The test period was not timed to its end. Record this result anyway?',
  consequence:
    'The test record and the certificate will say the duration was not timed in PipeProof.',
  cancel: 'Go Back',
  confirm: 'Record Anyway',
} as const;

interface TimerNotRunConfirmProps {
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked when a result is recorded with its test period not counted out on the app's timer. Its
 * own module, loaded when it opens, so the dialog library stays off the first load (decision 0641).
 */
export function TimerNotRunConfirm({ onCancel, onConfirm }: TimerNotRunConfirmProps) {
  return (
    <ConfirmDialog
      title={TIMER_NOT_RUN_TEXT.title}
      description={TIMER_NOT_RUN_TEXT.question}
      keepLabel={TIMER_NOT_RUN_TEXT.cancel}
      confirmLabel={TIMER_NOT_RUN_TEXT.confirm}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-base text-slate-900">{TIMER_NOT_RUN_TEXT.consequence}</p>
    </ConfirmDialog>
  );
}
