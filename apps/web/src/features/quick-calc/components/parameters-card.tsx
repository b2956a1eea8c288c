import type { Dispatch } from 'react';
import { Info, SlidersHorizontal } from 'lucide-react';
import {
  COMMERCIAL_SCOPE,
  GAS_TYPES,
  SAFETY_FACTORS,
  TEST_MEDIA,
  type GasType,
  type GaugeType,
  type SafetyFactor,
  type TestMedium,
} from '@pipeproof/engine';
import { ChoiceGroup, GAUGE_CHOICES, SelectField, TEST_MEDIUM_LABELS } from '../../calculator-core';
import type { QuickCalcAction, QuickCalcParameters } from '../model/quick-calc-actions';
import { PURGE_METHODS, type PurgeMethod, type QuickCalcForm } from '../model/quick-calc-form';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import type { FieldProblems } from '../model/validate-quick-calc';
import { FormCard, GroupError } from './form-card';

/** product.md §3 'Safety factor', in the product's words. */
const SAFETY_FACTOR_LABELS = {
  1.5: '1.5 - Standard',
  2: '2.0 - High Risk',
  3: '3.0 - Critical Applications',
} as const satisfies Record<SafetyFactor, string>;

/** IGE/UP/1A is Natural Gas only (standards.md §2): the other gases belong to /industrial. */
const GAS_OPTIONS = GAS_TYPES.filter((gas) => gas === COMMERCIAL_SCOPE.gasType).map((gas) => ({
  value: gas,
  label: gas,
}));

function isGasType(value: string): value is GasType {
  return GAS_OPTIONS.some((option) => option.value === value);
}

function isPurgeMethod(value: string): value is PurgeMethod {
  return PURGE_METHODS.some((method) => method === value);
}

function toSafetyFactor(value: string): SafetyFactor {
  return SAFETY_FACTORS.find((factor) => String(factor) === value) ?? 1.5;
}

interface ParametersCardProps {
  form: QuickCalcForm;
  dispatch: Dispatch<QuickCalcAction>;
  problems: FieldProblems;
}

/**
 * 'Purge Parameters' for a purge, otherwise 'Test Parameters' (product.md §2): gas type always; purge
 * method and safety factor for a purge; gauge type, test medium and the info box for the tests.
 */
export function ParametersCard({ form, dispatch, problems }: ParametersCardProps) {
  const isPurge = form.operationType === 'Purge';
  const set = (patch: Partial<QuickCalcParameters>) => dispatch({ type: 'set-parameters', patch });
  return (
    <FormCard
      title={isPurge ? QUICK_CALC_MESSAGES.purgeParameters : QUICK_CALC_MESSAGES.testParameters}
      icon={SlidersHorizontal}
    >
      <div className="flex flex-col gap-5">
        <SelectField
          label="Gas Type"
          placeholder="Choose a gas"
          value={form.gasType}
          options={GAS_OPTIONS}
          hint="IGE/UP/1A covers Natural Gas only. For other gases use the Industrial calculator."
          onChange={(value) => set({ gasType: isGasType(value) ? value : '' })}
        />
        {isPurge ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Purge Method"
              placeholder="Choose a method"
              value={form.purgeMethod}
              options={PURGE_METHODS.map((method) => ({ value: method, label: method }))}
              onChange={(value) => {
                if (isPurgeMethod(value)) set({ purgeMethod: value });
              }}
            />
            <SelectField
              label="Safety Factor"
              placeholder="Choose a factor"
              value={String(form.safetyFactor)}
              options={SAFETY_FACTORS.map((factor) => ({
                value: String(factor),
                label: SAFETY_FACTOR_LABELS[factor],
              }))}
              onChange={(value) => set({ safetyFactor: toSafetyFactor(value) })}
            />
          </div>
        ) : (
          <>
            <div>
              <ChoiceGroup<GaugeType>
                legend="Gauge Type"
                columns={3}
                value={form.gaugeType}
                onChange={(gaugeType) => set({ gaugeType })}
                choices={GAUGE_CHOICES}
              />
              <GroupError message={problems.gaugeType} />
            </div>
            <div>
              <ChoiceGroup<TestMedium>
                legend="Test Medium"
                compact
                value={form.testMedium}
                onChange={(testMedium) => set({ testMedium })}
                choices={TEST_MEDIA.map((medium) => ({
                  value: medium,
                  label: TEST_MEDIUM_LABELS[medium],
                }))}
              />
              <GroupError message={problems.testMedium} />
            </div>
            <TestParametersInfo />
          </>
        )}
      </div>
    </FormCard>
  );
}

/** The info box of product.md §2. */
function TestParametersInfo() {
  return (
    <aside
      aria-label="How the test parameters are set"
      className="flex gap-3 rounded-lg border-2 border-sky-700 bg-sky-50 p-4 text-base text-sky-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <ul className="flex list-disc flex-col gap-1 pl-4">
        <li>The test pressure is set automatically from the MOP and the operation type.</li>
        <li>
          The test duration comes from the gauge, the test medium and the installation volume.
        </li>
        <li>Pressure drop limits follow IGE/UP/1 and IGE/UP/1A.</li>
        <li>For Gas Safe registered engineers only.</li>
      </ul>
    </aside>
  );
}
