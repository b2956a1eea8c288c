import { useId } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { CalculationCompliance } from '@pipeproof/contracts';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';

/**
 * The compliance card (product.md §2, when results exist): the engine's notes, the fixed line
 * 'Risk Assessment Required', and the next steps, which follow the readings as they are entered.
 */
export function ComplianceCard({ compliance }: { compliance: CalculationCompliance }) {
  const titleId = useId();
  const stepsId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-5"
    >
      <h3 id={titleId} className="text-xl font-bold">
        Compliance
      </h3>
      <ul aria-label="Compliance notes" className="flex list-disc flex-col gap-1 pl-5 text-base">
        {compliance.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="flex gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base font-bold text-amber-950">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {QUICK_CALC_MESSAGES.riskAssessmentRequired}
      </p>
      <div>
        <h4 id={stepsId} className="text-lg font-bold">
          Next Steps
        </h4>
        <ol
          aria-labelledby={stepsId}
          className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-base"
        >
          {compliance.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
