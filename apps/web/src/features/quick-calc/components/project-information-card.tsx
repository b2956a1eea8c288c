import type { Dispatch } from 'react';
import { JOB_TEXT_MAX_CHARS } from '@pipeproof/contracts';
import { ClipboardList } from 'lucide-react';
import { INSTALLATION_TYPES, type InstallationType, type OperationType } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import { ChoiceGroup, DECIMAL_INPUT, leaveNumberField } from '../../calculator-core';
import type { QuickCalcAction } from '../model/quick-calc-actions';
import type { QuickCalcForm } from '../model/quick-calc-form';
import type { FieldProblems } from '../model/validate-quick-calc';
import { FormCard, GroupError } from './form-card';

/** product.md §3: the earlier form's words for the installation and operation types. */
const INSTALLATION_LABELS = {
  new: 'New Installation',
  existing: 'Existing',
} as const satisfies Record<InstallationType, string>;

const OPERATION_LABELS = {
  Purge: 'Purging Operations',
  'Tightness Test': 'Tightness Testing',
  'Strength Test': 'Strength Testing',
} as const satisfies Record<OperationType, string>;

/** Purge first: the earlier form's default operation (product.md §3). */
const OPERATION_ORDER = Object.keys(OPERATION_LABELS) as OperationType[];

interface ProjectInformationCardProps {
  form: QuickCalcForm;
  dispatch: Dispatch<QuickCalcAction>;
  problems: FieldProblems;
  canPurge: boolean;
}

function describeOperation(operation: OperationType, form: QuickCalcForm, canPurge: boolean) {
  switch (operation) {
    case 'Purge':
      return canPurge ? 'Purge volume, flow and time.' : 'Premium plan and above.';
    case 'Tightness Test':
      return form.installationType === 'existing'
        ? 'Let-by test first, then tightness.'
        : 'Pressure, duration and permitted drop.';
    case 'Strength Test':
      return form.installationType === 'existing'
        ? 'Not for existing installations.'
        : 'New installations only.';
  }
}

/** Project Information (product.md §2): who and what, the installation and the operation, pressures. */
export function ProjectInformationCard({
  form,
  dispatch,
  problems,
  canPurge,
}: ProjectInformationCardProps) {
  return (
    <FormCard
      title="Project Information"
      icon={ClipboardList}
      description="The job, the installation and what you are doing to it."
    >
      <div className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Project Reference"
            autoComplete="off"
            required
            maxLength={JOB_TEXT_MAX_CHARS}
            error={problems.reference}
            value={form.reference}
            onChange={(event) =>
              dispatch({ type: 'set-text', field: 'reference', value: event.target.value })
            }
          />
          <TextField
            label="Engineer Name"
            autoComplete="name"
            required
            maxLength={JOB_TEXT_MAX_CHARS}
            error={problems.engineerName}
            value={form.engineerName}
            onChange={(event) =>
              dispatch({ type: 'set-text', field: 'engineerName', value: event.target.value })
            }
          />
        </div>
        <div>
          <ChoiceGroup<InstallationType>
            legend="Installation Type"
            compact
            value={form.installationType}
            onChange={(value) => dispatch({ type: 'set-installation-type', value })}
            choices={INSTALLATION_TYPES.map((type) => ({
              value: type,
              label: INSTALLATION_LABELS[type],
              disabled: type === 'existing' && form.operationType === 'Strength Test',
            }))}
          />
          <GroupError message={problems.installationType} />
        </div>
        <ChoiceGroup<OperationType>
          legend="Operation Type"
          columns={3}
          value={form.operationType}
          onChange={(value) => dispatch({ type: 'set-operation-type', value })}
          choices={OPERATION_ORDER.map((operation) => ({
            value: operation,
            label: OPERATION_LABELS[operation],
            description: describeOperation(operation, form, canPurge),
            disabled: operation === 'Strength Test' && form.installationType === 'existing',
          }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...DECIMAL_INPUT}
            label="Maximum Operating Pressure (MOP), mbar"
            hint="Blank counts as 21 mbar (IGE/UP/1A)."
            error={problems.mop}
            value={form.mopText}
            onChange={(event) =>
              dispatch({ type: 'set-text', field: 'mopText', value: event.target.value })
            }
            onBlur={() =>
              leaveNumberField(form.mopText, (value) =>
                dispatch({ type: 'set-text', field: 'mopText', value }),
              )
            }
          />
          {form.operationType === 'Strength Test' ? (
            <TextField
              {...DECIMAL_INPUT}
              label="Maximum Incidental Pressure (MIP), mbar"
              hint="Required for strength test pressure calculation"
              error={problems.mip}
              value={form.mipText}
              onChange={(event) =>
                dispatch({ type: 'set-text', field: 'mipText', value: event.target.value })
              }
              onBlur={() =>
                leaveNumberField(form.mipText, (value) =>
                  dispatch({ type: 'set-text', field: 'mipText', value }),
                )
              }
            />
          ) : null}
          {form.operationType === 'Tightness Test' ? (
            <TextField
              {...DECIMAL_INPUT}
              label="Room Volume (m³)"
              required={form.installationType === 'existing'}
              hint="Required for Type B (ventilated internal <60 m³) calculations"
              error={problems.roomVolume}
              value={form.roomVolumeText}
              onChange={(event) =>
                dispatch({ type: 'set-text', field: 'roomVolumeText', value: event.target.value })
              }
              onBlur={() =>
                leaveNumberField(form.roomVolumeText, (value) =>
                  dispatch({ type: 'set-text', field: 'roomVolumeText', value }),
                )
              }
            />
          ) : null}
        </div>
      </div>
    </FormCard>
  );
}
