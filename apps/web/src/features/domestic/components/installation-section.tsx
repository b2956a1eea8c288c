import type { Dispatch } from 'react';
import { DOMESTIC_TEST, GAS_TYPES, type GasType, type InstallationType } from '@pipeproof/engine';
import { TextField } from '../../../components/ui/text-field';
import { ChoiceGroup } from '../../calculator-core';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticSetupCheck } from '../model/check-domestic-setup';
import type { DomesticDraft, DomesticGauge } from '../model/domestic-draft';
import { DomesticSection } from './domestic-section';

const GAS_LABELS = {
  'Natural Gas': 'Natural Gas',
  Propane: 'Propane',
  Butane: 'Butane',
  'LPG/Air (SNG)': 'LPG/Air (SNG)',
  'LPG/Air (SMG)': 'LPG/Air (SMG)',
} as const satisfies Record<GasType, string>;

export const GAUGE_LABELS = {
  water: 'Water gauge (0.25 mbar)',
  electronic01: 'Electronic gauge (0.1 mbar)',
} as const satisfies Record<DomesticGauge, string>;

const INSTALLATION_LABELS = {
  new: 'New',
  existing: 'Existing',
} as const satisfies Record<InstallationType, string>;

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export function isInstallationComplete(draft: DomesticDraft): boolean {
  const isLpg = draft.gasType !== '' && draft.gasType !== 'Natural Gas';
  return (
    draft.gasType !== '' &&
    draft.installationType !== '' &&
    draft.appliancesConnected !== null &&
    draft.gaugeType !== '' &&
    (!isLpg || draft.testPressureText.trim() !== '') &&
    (!draft.isReducedPressure || draft.testPressureText.trim() !== '')
  );
}

function summarise(draft: DomesticDraft): string {
  if (draft.gasType === '' || draft.installationType === '' || draft.gaugeType === '') return '';
  const pressure =
    draft.gasType === 'Natural Gas' && !draft.isReducedPressure
      ? `${DOMESTIC_TEST.naturalGasTestPressureMbar} mbar`
      : `${draft.testPressureText.trim()} mbar`;
  const appliances = draft.appliancesConnected ? 'appliances connected' : 'no appliances';
  return `${draft.gasType}, ${INSTALLATION_LABELS[draft.installationType].toLowerCase()}, ${appliances}, ${pressure}, ${GAUGE_LABELS[draft.gaugeType].toLowerCase()}`;
}

interface InstallationSectionProps {
  draft: DomesticDraft;
  /** What the engine refuses of the test pressure or stabilisation (decision 0899). */
  problems: DomesticSetupCheck | null;
  /** For the setup fields: what is typed is judged only once it is right or the field left (0907). */
  fieldEvents: { onFocus: () => void; onBlur: () => void };
  isFolded: boolean;
  dispatch: Dispatch<DomesticAction>;
}

/**
 * Step 2: the gas (no default: the bands differ), new or existing, appliances connected, the gauge
 * (the two that show a perceptible movement, standards.md §7.6) and the test pressure (§7.4, §7.5).
 */
export function InstallationSection({
  draft,
  problems,
  fieldEvents,
  isFolded,
  dispatch,
}: InstallationSectionProps) {
  const isComplete =
    isInstallationComplete(draft) && !problems?.testPressure && !problems?.stabilisation;
  const isNaturalGas = draft.gasType === 'Natural Gas';
  const isLpg = draft.gasType !== '' && !isNaturalGas;
  const fold = (value: boolean) =>
    dispatch({ type: 'fold-section', section: 'installation', isFolded: value });
  return (
    <DomesticSection
      step={2}
      title="Gas and Installation"
      isFolded={isFolded && isComplete}
      summary={summarise(draft)}
      onEdit={() => fold(false)}
      onDone={isComplete ? () => fold(true) : undefined}
    >
      <ChoiceGroup<GasType>
        legend="Gas"
        compact
        value={draft.gasType}
        onChange={(gasType) => dispatch({ type: 'set-gas-type', gasType })}
        choices={GAS_TYPES.map((gas) => ({ value: gas, label: GAS_LABELS[gas] }))}
      />
      <ChoiceGroup<InstallationType>
        legend="Installation"
        compact
        value={draft.installationType}
        onChange={(installationType) =>
          dispatch({ type: 'set-installation-type', installationType })
        }
        choices={[
          { value: 'new', label: 'New' },
          { value: 'existing', label: 'Existing' },
        ]}
      />
      <ChoiceGroup<'yes' | 'no'>
        legend="Appliances connected?"
        compact
        value={draft.appliancesConnected === null ? '' : draft.appliancesConnected ? 'yes' : 'no'}
        onChange={(answer) =>
          dispatch({ type: 'set-appliances-connected', value: answer === 'yes' })
        }
        choices={YES_NO}
      />
      <ChoiceGroup<DomesticGauge>
        legend="Gauge"
        compact
        hint="A gauge reading only to 0.5 mbar cannot show a perceptible movement."
        value={draft.gaugeType}
        onChange={(gaugeType) => dispatch({ type: 'set-gauge-type', gaugeType })}
        choices={[
          { value: 'water', label: GAUGE_LABELS.water },
          { value: 'electronic01', label: GAUGE_LABELS.electronic01 },
        ]}
      />
      {isNaturalGas ? (
        <div className="flex flex-col gap-3">
          <p className="text-base text-slate-800">
            Test pressure: <strong>{DOMESTIC_TEST.naturalGasTestPressureMbar} mbar</strong>
          </p>
          <label className="flex min-h-12 items-center gap-3 text-base">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-brand"
              checked={draft.isReducedPressure}
              onChange={(event) =>
                dispatch({ type: 'set-reduced-pressure', value: event.target.checked })
              }
            />
            20 mbar cannot be reached: record the pressure reached (18 to 20 mbar)
          </label>
          {draft.isReducedPressure ? (
            <TextField
              label="Pressure reached (mbar)"
              inputMode="decimal"
              error={problems?.testPressure}
              {...fieldEvents}
              value={draft.testPressureText}
              onChange={(event) =>
                dispatch({ type: 'set-test-pressure-text', value: event.target.value })
              }
            />
          ) : null}
        </div>
      ) : null}
      {isLpg ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Operating pressure (mbar)"
            inputMode="decimal"
            required
            hint="The installation's normal operating pressure: the test is made at it."
            error={problems?.testPressure}
            {...fieldEvents}
            value={draft.testPressureText}
            onChange={(event) =>
              dispatch({ type: 'set-test-pressure-text', value: event.target.value })
            }
          />
          <TextField
            label="Stabilisation (min)"
            inputMode="numeric"
            hint="1 to 5 minutes."
            error={problems?.stabilisation}
            {...fieldEvents}
            value={draft.stabilisationText}
            onChange={(event) =>
              dispatch({ type: 'set-stabilisation-text', value: event.target.value })
            }
          />
        </div>
      ) : null}
    </DomesticSection>
  );
}
