import { useId, type ReactNode } from 'react';
import type { Verdict } from '@pipeproof/engine';
import type { Readings } from '../model/calculator-draft';
import type { TestKind } from '../model/evaluate-run';
import { FigureList, type Figure } from './figure-list';
import { ReadingsPanel, TestTimer } from './test-run';

interface TestResultCardProps {
  title: string;
  figures: readonly Figure[];
  kind: TestKind;
  /** Null hides the timer and readings (a purge waits for its direction, product.md §4). */
  timer: { stabilisationSeconds: number | null; testDurationSeconds: number } | null;
  /** Changes when the test starts again, so the timer starts again too. */
  timerKey: string;
  readings: Readings;
  onReadingsChange: (next: Readings) => void;
  verdict: Verdict;
  isLocked: boolean;
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
          />
          <ReadingsPanel
            testKind={kind}
            readings={readings}
            onChange={onReadingsChange}
            verdict={verdict}
            disabled={isLocked}
          />
        </>
      ) : null}
    </section>
  );
}
