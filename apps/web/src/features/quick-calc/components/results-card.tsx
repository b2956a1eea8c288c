import { Fragment, useId, type ReactNode } from 'react';
import type { ReadingsInput } from '@pipeproof/engine';
import {
  FigureList,
  ReadingsPanel,
  SiteDetails,
  TestTimer,
  VerdictBadge,
  type SiteRecord,
  type TestFigures,
  type TestKind,
} from '../../calculator-core';

/** One test inside a results card: calculator-core's figures, timer and verdict, with its name. */
export interface ResultsPart extends TestFigures {
  readonly name: string;
  /** Instead of the readings (an indirect purge has no PASS / FAIL criterion). */
  readonly noReadingsNote?: ReactNode;
}

interface ResultsCardProps {
  title: string;
  /** Changes with every calculation, so the timers start afresh. */
  resultId: string;
  parts: readonly ResultsPart[];
  readings: ReadingsInput;
  onReadingsChange: (next: ReadingsInput) => void;
  site: SiteRecord;
  onSiteChange: (next: SiteRecord) => void;
  /** A test's period was counted to its end on its timer (decision 0921). */
  onTestTimed: (kind: TestKind) => void;
  children?: ReactNode;
}

/**
 * A results card (product.md §2): the engine's figures, site name, section identity and location, the
 * timer, the readings and the PASS / FAIL / PENDING badge worked out by the engine.
 */
export function ResultsCard({
  title,
  resultId,
  parts,
  readings,
  onReadingsChange,
  site,
  onSiteChange,
  onTestTimed,
  children,
}: ResultsCardProps) {
  const titleId = useId();
  const hasSubParts = parts.length > 1;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-5"
    >
      <h3 id={titleId} className="text-xl font-bold">
        {title}
      </h3>
      {children}
      {parts.map((part) => (
        <Fragment key={part.kind}>
          {hasSubParts ? <h4 className="-mb-2 text-lg font-bold">{part.name}</h4> : null}
          <FigureList figures={part.figures} label={`${part.name} parameters`} />
        </Fragment>
      ))}
      <SiteDetails value={site} onChange={onSiteChange} />
      {parts.map((part) => (
        <Fragment key={part.kind}>
          <TestTimer
            key={`${resultId}-${part.kind}`}
            persistKey={`quick-calc-${resultId}-${part.kind}`}
            title={`${part.name} timer`}
            headingLevel="h3"
            stabilisationSeconds={part.timer.stabilisationSeconds}
            testDurationSeconds={part.timer.testDurationSeconds}
            onTestTimed={() => onTestTimed(part.kind)}
          />
          {part.noReadingsNote ? (
            <div className="flex flex-col gap-3 rounded-xl border-2 border-slate-300 p-4">
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-lg font-bold">{part.name} result</p>
                <VerdictBadge status={part.verdict.status} label={`${part.name} result`} />
              </div>
              <p className="text-base text-slate-800">{part.noReadingsNote}</p>
            </div>
          ) : (
            <ReadingsPanel
              testKind={part.kind}
              readings={readings}
              onChange={onReadingsChange}
              verdict={part.verdict}
            />
          )}
        </Fragment>
      ))}
    </section>
  );
}
