import type { Dispatch } from 'react';
import { TriangleAlert } from 'lucide-react';
import { TEST_MEDIA, type GaugeType, type TestMedium } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import {
  ChoiceGroup,
  DECIMAL_INPUT,
  describeMipProblem,
  describeMopProblem,
  GAUGE_CHOICES,
  leaveNumberField,
  TEST_MEDIUM_LABELS,
} from '../../calculator-core';
import type { CalculatorDraft } from '../model/calculator-draft';
import { CALCULATION_MESSAGES } from '../model/calculation-messages';
import type { DraftAction } from '../model/draft-actions';
import { needsPressureInputs } from '../model/validate-calculation';

interface PressureSetupFieldsProps {
  draft: CalculatorDraft;
  dispatch: Dispatch<DraftAction>;
  /** The engine's operating-pressure warning for the MOP as typed (OP above 40 mbar). */
  pressureWarning: string | null;
}

/** MOP for every test; MIP, gauge and test medium for strength and tightness tests. */
export function PressureSetupFields({
  draft,
  dispatch,
  pressureWarning,
}: PressureSetupFieldsProps) {
  const { setup } = draft;
  const isPressureTest = needsPressureInputs(draft);
  const isIndustrial = draft.calculatorType === 'industrial';
  const set = (patch: Partial<CalculatorDraft['setup']>) => dispatch({ type: 'set-setup', patch });
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...DECIMAL_INPUT}
          label="Maximum Operating Pressure (MOP), mbar"
          required={isPressureTest}
          hint={isPressureTest ? 'Required for test calculations.' : 'Optional for a purge.'}
          error={describeMopProblem(setup.mopText) ?? undefined}
          value={setup.mopText}
          onChange={(event) => set({ mopText: event.target.value })}
          onBlur={() => leaveNumberField(setup.mopText, (mopText) => set({ mopText }))}
        />
        {draft.testType === 'Strength Test' ? (
          <TextField
            {...DECIMAL_INPUT}
            label="Maximum Incidental Pressure (MIP), mbar"
            required={isIndustrial}
            hint={
              isIndustrial
                ? CALCULATION_MESSAGES.mipHint
                : 'Optional. Required for strength test pressure calculation when the MIP governs.'
            }
            error={describeMipProblem(setup.mipText) ?? undefined}
            value={setup.mipText}
            onChange={(event) => set({ mipText: event.target.value })}
            onBlur={() => leaveNumberField(setup.mipText, (mipText) => set({ mipText }))}
          />
        ) : null}
      </div>
      {pressureWarning ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          {pressureWarning}
        </p>
      ) : null}
      {isPressureTest ? (
        <>
          <ChoiceGroup<GaugeType>
            legend="Gauge type"
            columns={3}
            value={setup.gaugeType}
            onChange={(gaugeType) => set({ gaugeType })}
            choices={GAUGE_CHOICES}
          />
          <ChoiceGroup<TestMedium>
            legend="Test medium"
            compact
            value={setup.testMedium}
            onChange={(testMedium) => set({ testMedium })}
            choices={TEST_MEDIA.map((medium) => ({
              value: medium,
              label: TEST_MEDIUM_LABELS[medium],
            }))}
          />
        </>
      ) : null}
    </div>
  );
}
