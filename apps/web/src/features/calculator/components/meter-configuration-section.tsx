import { type Dispatch } from 'react';
import { JOB_CALCULATION_MAX_LINES } from '@pipeproof/contracts';
import { MeterLinesFields } from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { SectionCard, type SectionFold } from './section-card';

interface MeterConfigurationSectionProps {
  /** Folded into its summary once finished (decision 0442). */
  fold?: SectionFold;
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
}

/** Step 5: gas meters, if any (product.md §4: none to start; each added one is blank, quantity 1). */
export function MeterConfigurationSection({
  draft,
  dispatch,
  step,
  fold,
}: MeterConfigurationSectionProps) {
  return (
    <SectionCard
      fold={fold}
      sectionId="meter-configuration"
      step={step}
      title="Meter Configuration"
      description="Meter internal volumes count towards the installation volume."
      isComplete
    >
      <MeterLinesFields
        lines={draft.meters}
        maxLines={JOB_CALCULATION_MAX_LINES}
        emptyMessage="No meters added. Add the gas meters on this installation, if there are any."
        dispatch={dispatch}
      />
    </SectionCard>
  );
}
