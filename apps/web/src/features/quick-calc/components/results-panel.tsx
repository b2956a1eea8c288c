import { forwardRef, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, TriangleAlert } from 'lucide-react';
import type { CalculationGate } from '@pipeproof/contracts';
import type { CalculationOutput, ReadingsInput } from '@pipeproof/engine';
import {
  EngineWarnings,
  PipeworkSynopsis,
  UpgradeRequiredCard,
  type EvaluateResult,
  type RunEvaluation,
  type SiteRecord,
} from '../../calculator-core';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { ComplianceCard } from './compliance-card';
import { ResultsCard } from './results-card';
import { buildResultsCard } from './results-parts';

export interface ResultsView {
  readonly resultId: string;
  /**
   * The server's answer; null after a reload, when the same engine on this device gives the
   * figures (decision 0621).
   */
  readonly figures: CalculationOutput | null;
  /** The engine again with the readings: verdicts and next steps. */
  readonly evaluation: EvaluateResult;
  readonly hasPurgeDirection: boolean;
}

interface ResultsPanelProps {
  gate: CalculationGate | null;
  view: ResultsView | null;
  isStale: boolean;
  readings: ReadingsInput;
  onReadingsChange: (next: ReadingsInput) => void;
  site: SiteRecord;
  onSiteChange: (next: SiteRecord) => void;
  /** 'Save as Job' with the certificate buttons, under the results card (decision 0439). */
  renderSaveJob?: (evaluation: RunEvaluation) => ReactNode;
}

/**
 * The right-hand column (product.md §2): the results for the operation calculated, or the empty
 * message; the upgrade card when the plan does not cover what the form asks for (product.md §6).
 */
export const ResultsPanel = forwardRef<HTMLHeadingElement, ResultsPanelProps>(function ResultsPanel(
  { gate, view, isStale, ...handlers },
  headingRef,
) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex scroll-mt-4 flex-col gap-5">
      <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-2xl font-bold outline-none">
        Results
      </h2>
      {gate ? (
        <UpgradeRequiredCard message={gate.message} requiredTier={gate.requiredTier} />
      ) : view ? (
        <ResultsBody view={view} isStale={isStale} {...handlers} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-400 bg-white px-4 py-12 text-center">
          <ClipboardCheck aria-hidden="true" className="size-10 text-slate-500" />
          <p className="text-lg font-bold">{QUICK_CALC_MESSAGES.noResultsTitle}</p>
          <p className="text-base text-slate-700">{QUICK_CALC_MESSAGES.noResultsDescription}</p>
        </div>
      )}
    </section>
  );
});

function ResultsBody({
  view,
  isStale,
  readings,
  onReadingsChange,
  site,
  onSiteChange,
  renderSaveJob,
}: Omit<ResultsPanelProps, 'gate' | 'view'> & { view: ResultsView }) {
  const { evaluation } = view;
  if (!evaluation.ok) {
    return (
      <p
        role="alert"
        className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-base text-red-900"
      >
        These results can no longer be worked out: {evaluation.message}. Check the form and get the
        test results again.
      </p>
    );
  }
  const figures = view.figures ?? evaluation.evaluation.output;
  const card = buildResultsCard(figures, evaluation.evaluation, view.hasPurgeDirection);
  return (
    <>
      {isStale ? (
        <p className="flex gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          The form has changed since these results were calculated. Press '
          {QUICK_CALC_MESSAGES.calculate}' to update them.
        </p>
      ) : null}
      <EngineWarnings warnings={figures.warnings} />
      {card ? (
        <ResultsCard
          title={card.title}
          resultId={view.resultId}
          parts={card.parts}
          readings={readings}
          onReadingsChange={onReadingsChange}
          site={site}
          onSiteChange={onSiteChange}
        />
      ) : null}
      {card && renderSaveJob ? renderSaveJob(evaluation.evaluation) : null}
      {card ? null : (
        <p className="rounded-lg border-2 border-slate-300 bg-white p-4 text-base">
          No test figures: this installation is outside the commercial calculator.{' '}
          <Link to="/industrial" className="font-semibold text-brand underline underline-offset-4">
            Go to the Industrial calculator
          </Link>
        </p>
      )}
      <PipeworkSynopsis volume={figures.volume} />
      <ComplianceCard compliance={evaluation.evaluation.output.compliance} />
    </>
  );
}
