import type { Dispatch } from 'react';
import { PURGE_DIRECTIONS, type PurgeDirection } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import {
  ChoiceGroup,
  DECIMAL_INPUT,
  describeLengthProblem,
  SelectField,
} from '../../calculator-core';
import type { CalculatorDraft, TestSetup } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import {
  HOSE_STACK_SIZE_OPTIONS,
  PURGE_DIRECTION_DESCRIPTIONS,
  PURGE_DIRECTION_LABELS,
} from '../model/option-labels';

interface PurgeSetupFieldsProps {
  setup: TestSetup;
  dispatch: Dispatch<DraftAction>;
}

type HoseOrStack = 'hose' | 'stack';

const FIELDS = {
  hose: { size: 'hoseSizeMm', length: 'hoseLengthText', label: 'Purge hose' },
  stack: { size: 'stackSizeMm', length: 'stackLengthText', label: 'Vent stack' },
} as const satisfies Record<
  HoseOrStack,
  { size: keyof TestSetup; length: keyof TestSetup; label: string }
>;

/** Purge direction and the hose and vent stack (product.md §3 Purge config; sizes 20–100 mm). */
export function PurgeSetupFields({ setup, dispatch }: PurgeSetupFieldsProps) {
  const set = (patch: Partial<CalculatorDraft['setup']>) => dispatch({ type: 'set-setup', patch });
  return (
    <div className="flex flex-col gap-5">
      {/* 'Choose Purge Direction' opens Test Setup here (decision 0919). */}
      <div data-purge-direction="">
        <ChoiceGroup<PurgeDirection>
          legend="Purge direction"
          value={setup.purgeDirection}
          onChange={(purgeDirection) => set({ purgeDirection })}
          choices={PURGE_DIRECTIONS.map((direction) => ({
            value: direction,
            label: PURGE_DIRECTION_LABELS[direction],
            description: PURGE_DIRECTION_DESCRIPTIONS[direction],
          }))}
        />
      </div>
      {(['hose', 'stack'] as const).map((kind) => {
        const field = FIELDS[kind];
        const size = setup[field.size];
        return (
          <fieldset key={kind} className="min-w-0 rounded-lg border border-slate-300 p-3 sm:p-4">
            <legend className="px-1 text-base font-semibold">{field.label}</legend>
            <div className="grid grid-cols-2 items-start gap-3">
              <SelectField
                label={`${field.label} size`}
                placeholder="Choose a size"
                value={size === null ? '' : String(size)}
                options={HOSE_STACK_SIZE_OPTIONS}
                onChange={(value) => set({ [field.size]: value === '' ? null : Number(value) })}
              />
              <TextField
                {...DECIMAL_INPUT}
                label={`${field.label} length (m)`}
                error={describeLengthProblem(setup[field.length]) ?? undefined}
                value={setup[field.length]}
                onChange={(event) => set({ [field.length]: event.target.value })}
                onBlur={() => dispatch({ type: 'normalise-setup-length', field: field.length })}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
