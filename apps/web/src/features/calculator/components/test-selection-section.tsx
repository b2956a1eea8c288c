import { type Dispatch } from 'react';
import { OPERATION_TYPES, type OperationType } from '@pipeproof/engine';
import { ChoiceGroup } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { TEST_DESCRIPTIONS } from '../model/option-labels';
import { isStrengthTestDisabled } from '../model/test-selection';
import { SectionCard, type SectionFold } from './section-card';

interface TestSelectionSectionProps {
  /** Folded into its summary once finished (decision 0442). */
  fold?: SectionFold;
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
  canPurge: boolean;
}

/** Step 3: the test to run (product.md §4: a strength test is for new installations only). */
export function TestSelectionSection({
  draft,
  dispatch,
  step,
  canPurge,
  fold,
}: TestSelectionSectionProps) {
  const strengthDisabled = isStrengthTestDisabled(draft);
  const describe = (test: OperationType): string => {
    if (test === 'Strength Test' && strengthDisabled) {
      return 'Not for existing installations: they have a let-by and tightness test instead.';
    }
    if (test === 'Purge' && !canPurge) return `${TEST_DESCRIPTIONS.Purge} Premium plan.`;
    return TEST_DESCRIPTIONS[test];
  };
  return (
    <SectionCard
      fold={fold}
      sectionId="test-selection"
      step={step}
      title="Test Selection"
      isComplete={draft.testType !== null}
    >
      <ChoiceGroup<OperationType>
        legend="Test"
        columns={3}
        value={draft.testType}
        onChange={(value) => dispatch({ type: 'set-test-type', value })}
        choices={OPERATION_TYPES.map((test) => ({
          value: test,
          label: test,
          description: describe(test),
          disabled: test === 'Strength Test' && strengthDisabled,
        }))}
      />
    </SectionCard>
  );
}
