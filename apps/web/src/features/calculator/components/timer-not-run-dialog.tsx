import { lazy, Suspense } from 'react';

// Loaded when it first opens (decision 0641: no dialog library on the calculator's first load).
const TimerNotRunConfirm = lazy(async () => ({
  default: (await import('./timer-not-run-confirm')).TimerNotRunConfirm,
}));

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
    <Suspense fallback={null}>
      <TimerNotRunConfirm onConfirm={question.onConfirm} onCancel={question.onCancel} />
    </Suspense>
  );
}
