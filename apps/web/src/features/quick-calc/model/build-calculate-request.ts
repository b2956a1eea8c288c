import type { CalculateRequestBody } from '@pipeproof/contracts';
import { buildCalculation, buildProject, parseOptionalNumber } from '../../calculator-core';
import { PURGE_METHOD_DIRECTIONS, type QuickCalcForm } from './quick-calc-form';
import { QUICK_CALC_LINE_RULES } from './quick-calc-reducer';

type Blank = null | '';
type CanBeBlank<V> = [Extract<V, Blank>] extends [never] ? false : true;

/** `T` with the fields that can be blank made optional, and never blank. */
type WithoutBlanks<T> = {
  [K in keyof T as CanBeBlank<T[K]> extends true ? never : K]: T[K];
} & {
  [K in keyof T as CanBeBlank<T[K]> extends true ? K : never]?: Exclude<T[K], Blank>;
};

/** A project with its blank (null or '') fields left out: this form sends them as absent. */
function withoutBlanks<T extends object>(project: T): WithoutBlanks<T> {
  return Object.fromEntries(
    Object.entries(project).filter(([, value]) => value !== null && value !== ''),
  ) as WithoutBlanks<T>;
}

/**
 * POST /api/calculate body for the form (product.md §7): calculatorType 'commercial', the project,
 * the pipe rows with a size, and the meter rows that remain (omitted when none do), built by
 * calculator-core. Empty optional values are sent as absent, never as null or '' (product.md §3);
 * the gas, the room volume (tightness) and the safety factor (purge) are this form's own. Null
 * while the form has no installation type.
 */
export function buildCalculateRequest(form: QuickCalcForm): CalculateRequestBody | null {
  const { installationType, operationType } = form;
  if (installationType === null) return null;
  const project = withoutBlanks({
    ...buildProject({
      ...form,
      installationType,
      purgeDirection: PURGE_METHOD_DIRECTIONS[form.purgeMethod],
    }),
    gasType: form.gasType,
    roomVolume:
      operationType === 'Tightness Test' ? parseOptionalNumber(form.roomVolumeText) : null,
    safetyFactor: operationType === 'Purge' ? form.safetyFactor : null,
  });
  return buildCalculation({
    calculatorType: 'commercial',
    project,
    lines: form,
    meterQuantityRule: QUICK_CALC_LINE_RULES.meterQuantity,
  });
}
