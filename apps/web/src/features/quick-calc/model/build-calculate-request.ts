import type { CalculateRequestBody } from '@pipeproof/contracts';
import { PURGE_METHOD_DIRECTIONS, type QuickCalcForm } from './quick-calc-form';
import {
  parseLengthM,
  parseMeterQuantityOrDrop,
  parseOptionalNumber,
} from './parse-quick-calc-fields';

type Project = CalculateRequestBody['project'];
type PipeConfiguration = CalculateRequestBody['pipeConfigurations'][number];
type MeterConfiguration = NonNullable<CalculateRequestBody['meterConfigurations']>[number];

/** Rows with a size chosen (a row without one is still being filled in), like /commercial. */
export function buildPipeConfigurations(form: QuickCalcForm): PipeConfiguration[] {
  return form.pipes.flatMap((row) =>
    row.nominalSizeMm === null
      ? []
      : [
          {
            material: form.pipeMaterial,
            nominalSize: row.nominalSizeMm,
            length: parseLengthM(row.lengthText),
          },
        ],
  );
}

/** product.md §5: rows with no type or a quantity of 0 or less are dropped. */
export function buildMeterConfigurations(form: QuickCalcForm): MeterConfiguration[] {
  return form.meters.flatMap((row) => {
    const quantity = parseMeterQuantityOrDrop(row.quantityText);
    return row.meterType === '' || quantity === null
      ? []
      : [{ meterType: row.meterType, quantity }];
  });
}

/** product.md §3: empty optional values are sent as absent, never as null or ''. */
function present<K extends string, V>(key: K, value: V | null | ''): Partial<Record<K, V>> {
  return value === null || value === '' ? {} : ({ [key]: value } as Record<K, V>);
}

function buildProject(
  form: QuickCalcForm,
  installationType: NonNullable<QuickCalcForm['installationType']>,
): Project {
  const { operationType } = form;
  const isPurge = operationType === 'Purge';
  return {
    ...present('reference', form.reference.trim()),
    ...present('engineerName', form.engineerName.trim()),
    installationType,
    operationType,
    ...present('gasType', form.gasType),
    ...present('maxOperatingPressure', parseOptionalNumber(form.mopText)),
    ...(operationType === 'Strength Test'
      ? present('maxIncidentalPressure', parseOptionalNumber(form.mipText))
      : {}),
    ...(operationType === 'Tightness Test'
      ? present('roomVolume', parseOptionalNumber(form.roomVolumeText))
      : {}),
    ...(isPurge ? {} : present('gaugeType', form.gaugeType)),
    ...(isPurge ? {} : present('testMedium', form.testMedium)),
    ...(isPurge ? { safetyFactor: form.safetyFactor } : {}),
    ...(isPurge ? present('purgeDirection', PURGE_METHOD_DIRECTIONS[form.purgeMethod]) : {}),
  };
}

/**
 * POST /api/calculate body for the form (product.md §7): calculatorType 'commercial', the project,
 * the pipe rows, and the meter rows that remain (omitted when none do). Null while the form has
 * no installation type.
 */
export function buildCalculateRequest(form: QuickCalcForm): CalculateRequestBody | null {
  if (form.installationType === null) return null;
  const meterConfigurations = buildMeterConfigurations(form);
  return {
    calculatorType: 'commercial',
    project: buildProject(form, form.installationType),
    pipeConfigurations: buildPipeConfigurations(form),
    ...(meterConfigurations.length > 0 ? { meterConfigurations } : {}),
  };
}
