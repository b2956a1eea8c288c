import { type Dispatch } from 'react';
import { Gauge, Plus } from 'lucide-react';
import { JOB_CALCULATION_MAX_LINES } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { createClientId } from '../model/create-client-id';
import type { CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { MeterLineRow } from './meter-line-row';
import { SectionCard } from './section-card';

interface MeterConfigurationSectionProps {
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  step: number;
}

/** Step 5: gas meters, if any (spec §4: none to start; each added one is blank, quantity 1). */
export function MeterConfigurationSection({
  draft,
  dispatch,
  step,
}: MeterConfigurationSectionProps) {
  return (
    <SectionCard
      sectionId="meter-configuration"
      step={step}
      title="Meter Configuration"
      description="Meter internal volumes count towards the installation volume."
      isComplete
    >
      <div className="flex flex-col gap-4">
        {draft.meters.length === 0 ? (
          <p className="flex items-center gap-3 rounded-lg border border-dashed border-slate-400 p-4 text-base text-slate-800">
            <Gauge aria-hidden="true" className="size-6 shrink-0 text-slate-600" />
            No meters added. Add the gas meters on this installation, if there are any.
          </p>
        ) : (
          draft.meters.map((line, index) => (
            <MeterLineRow key={line.id} line={line} index={index} dispatch={dispatch} />
          ))
        )}
        <Button
          variant="secondary"
          className="self-start"
          disabled={draft.meters.length >= JOB_CALCULATION_MAX_LINES}
          onClick={() => dispatch({ type: 'add-meter', id: createClientId() })}
        >
          <Plus aria-hidden="true" />
          Add Meter
        </Button>
      </div>
    </SectionCard>
  );
}
