import { type Dispatch } from 'react';
import { OPERATION_TYPES, type OperationType } from '@pipeproof/engine';
import { ChoiceGroup } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { TEST_DESCRIPTIONS } from '../model/option-labels';
import { isStrengthTestDisabled } from '../model/test-selection';
import { SectionCard } from './section-card';

interface TestSelectionSectionProps {
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
