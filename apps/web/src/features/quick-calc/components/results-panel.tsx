import { forwardRef, useId, type ReactNode } from 'react';
import { ClipboardCheck } from 'lucide-react';
import type { CalculationGate } from '@pipeproof/contracts';
import { LazyUpgradeRequiredCard } from '../../calculator-core';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';

interface ResultsPanelProps {
  gate: CalculationGate | null;
  /** The calculated results (calculated-results.tsx), or null before the first calculation. */
  children: ReactNode;
  /**
   * Above the upgrade card when it stands in for a result: the job's refusals (decision 0924),
   * first, as the toast that named them has just said.
   */
  refusedSaves?: ReactNode;
}

/**
 * The right-hand column (product.md §2): the results for the operation calculated, or the empty
 * message; the upgrade card when the plan does not cover what the form asks for (product.md §6).
 */
export const ResultsPanel = forwardRef<HTMLHeadingElement, ResultsPanelProps>(function ResultsPanel(
  { gate, children, refusedSaves },
  headingRef,
) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex scroll-mt-4 flex-col gap-5">
      <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-2xl font-bold outline-none">
        Results
      </h2>
      {gate ? (
        <>
          {refusedSaves}
          <LazyUpgradeRequiredCard message={gate.message} requiredTier={gate.requiredTier} />
        </>
      ) : children !== null ? (
        children
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
