import { useId, type Dispatch } from 'react';
import { Calculator, LoaderCircle } from 'lucide-react';
import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { LazyUpgradeRequiredCard } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { describeCalculateBlocker } from '../model/validate-calculation';
import { IndustrialSetupFields } from './industrial-setup-fields';
import { PressureSetupFields } from './pressure-setup-fields';
import { PurgeSetupFields } from './purge-setup-fields';
import { SectionCard, type SectionFold } from './section-card';

interface TestSetupSectionProps {
  /** Folded into its summary once finished (decision 0442). */
  fold?: SectionFold;
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
  canPurge: boolean;
  pressureWarning: string | null;
  onCalculate: () => void;
  /** The server is working it out (industrial): the button waits (product.md §4). */
  isCalculating?: boolean;
}

export function calculateButtonLabel(
  draft: Pick<CalculatorDraft, 'testType' | 'installationType'>,
): string {
  switch (draft.testType) {
    case 'Strength Test':
      return 'Calculate Strength Test';
    case 'Purge':
      return 'Calculate Purge';
    default:
      // Existing installations: the let-by test first; the tightness test follows a pass (product.md §4).
      return draft.installationType === 'existing'
        ? 'Calculate Let-by Test'
        : 'Calculate Tightness Test';
  }
}

/** Step 6: pressures, gauge and medium, or the purge set-up; then Calculate (product.md §5 rules). */
export function TestSetupSection({
  draft,
  dispatch,
  step,
  canPurge,
  pressureWarning,
  onCalculate,
  isCalculating = false,
  fold,
}: TestSetupSectionProps) {
  const isPurge = draft.testType === 'Purge';
  const blocker = describeCalculateBlocker(draft);
  const blockerId = useId();
  return (
    <SectionCard
      fold={fold}
      sectionId="test-setup"
      step={step}
      title="Test Setup"
      description={draft.testType ?? undefined}
    >
      {isPurge && !canPurge ? (
        <LazyUpgradeRequiredCard message={CALCULATION_GATE_MESSAGES.purge} requiredTier="premium" />
      ) : (
        <div className="flex flex-col gap-5">
          {draft.calculatorType === 'industrial' ? (
            <IndustrialSetupFields draft={draft} dispatch={dispatch} />
          ) : null}
          <PressureSetupFields
            draft={draft}
            dispatch={dispatch}
            pressureWarning={pressureWarning}
          />
          {isPurge ? <PurgeSetupFields setup={draft.setup} dispatch={dispatch} /> : null}
          <div className="flex flex-col gap-2">
            <Button
              size="lg"
              className="w-full sm:w-auto sm:self-start"
              disabled={blocker !== null || isCalculating}
              aria-describedby={blocker ? blockerId : undefined}
              onClick={onCalculate}
            >
              {isCalculating ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Calculator aria-hidden="true" />
              )}
              {isCalculating ? 'Calculating...' : calculateButtonLabel(draft)}
            </Button>
            {blocker ? (
              <p id={blockerId} className="text-sm text-slate-700">
                {blocker}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </SectionCard>
  );
}
