import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
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
  /**
   * The test's durations changed while it was on screen (the gauge, decision 0410): its timer
   * starts again and a count already made no longer counts (decision 0916).
   */
  onTimingVoided?: () => void;
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
  onTimingVoided,
  onTimerStartRequest,
  beforeReadings = null,
  children,
}: TestResultCardProps) {
  const titleId = useId();
  // The durations the timer counts. A locked test keeps its timer as it ran.
  const span = timer ? `${timer.stabilisationSeconds}/${timer.testDurationSeconds}` : null;
  const shownSpan = useRef(span);
  const voidTiming = useEffectEvent(() => onTimingVoided?.());
  useEffect(() => {
    const before = shownSpan.current;
    if (span === null) return;
    shownSpan.current = span;
    if (before !== null && before !== span && !isLocked) voidTiming();
  }, [span, isLocked]);
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
            // Other durations: a new timer (the stored one is kept only for the same durations).
            key={isLocked ? timerKey : `${timerKey}/${span}`}
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
