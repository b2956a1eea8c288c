import { useId, type ReactNode } from 'react';
import type { ReadingsInput, Verdict } from '@pipeproof/engine';
import {
  FigureList,
  ReadingsPanel,
  TestTimer,
  type Figure,
  type TestKind,
  type TimerSpan,
} from '../../calculator-core';

interface TestResultCardProps {
  title: string;
  figures: readonly Figure[];
  kind: TestKind;
  /** Null hides the timer and readings (a purge waits for its direction, product.md §4). */
  timer: TimerSpan | null;
  /** Changes when the test starts again, so the timer starts again too. */
  timerKey: string;
  readings: ReadingsInput;
  onReadingsChange: (next: ReadingsInput) => void;
  verdict: Verdict;
  isLocked: boolean;
  /** The test period was counted to its end on the timer (decision 0414). */
  onTimed?: () => void;
  /** The timer's Start asks this first (decision 0448); see TestTimer. */
  onTimerStartRequest?: (start: () => void) => void;
  /**
   * Shown instead of the readings while they cannot be taken yet (a tightness test waiting for
   * its let-by PASS to be recorded); null shows the readings.
   */
  beforeReadings?: ReactNode;
  children?: ReactNode;
}

/** One test's parameters, timer, readings and verdict (product.md §2 results card). */
export function TestResultCard({
  title,
  figures,
  kind,
  timer,
  timerKey,
  readings,
  onReadingsChange,
  verdict,
  isLocked,
  onTimed,
  onTimerStartRequest,
  beforeReadings = null,
  children,
}: TestResultCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-5"
    >
      <h3 id={titleId} className="text-xl font-bold">
        {title}
      </h3>
      <FigureList figures={figures} label={`${title} parameters`} />
      {children}
      {timer ? (
        <>
          <TestTimer
            key={timerKey}
            persistKey={timerKey}
            title={`${title} timer`}
            stabilisationSeconds={timer.stabilisationSeconds}
            testDurationSeconds={timer.testDurationSeconds}
            onTestTimed={onTimed}
            onStartRequest={onTimerStartRequest}
          />
          {beforeReadings ?? (
            <ReadingsPanel
              testKind={kind}
              readings={readings}
              onChange={onReadingsChange}
              verdict={verdict}
              disabled={isLocked}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
