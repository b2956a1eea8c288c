import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded when it first opens (decision 0641: no dialog library on the calculator's first load).
const TimerNotRunConfirm = lazyPart(() => import('./timer-not-run-confirm'), 'TimerNotRunConfirm');

export interface TimerQuestion {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The question before recording a result whose timer was not run (product.md §4, decision 0414).
 * `question` is the open one from useCalculatorActions, or null.
 */
export function TimerNotRunDialog({ question }: { question: TimerQuestion | null }) {
  if (question === null) return null;
  return (
    <PartBoundary onClose={question.onCancel}>
      <TimerNotRunConfirm onConfirm={question.onConfirm} onCancel={question.onCancel} />
    </PartBoundary>
  );
}
