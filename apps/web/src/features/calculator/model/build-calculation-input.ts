import type {
  CalculationInput,
  MeterConfigurationInput,
  PipeConfigurationInput,
  ProjectInput,
  PurgeConfigurationInput,
} from '@pipeproof/engine';
import type { CalculatorDraft, TestSetup } from './calculator-draft';
import { parseLengthM, parseMeterQuantity, parseOptionalNumber } from './parse-fields';
import { needsRoomClassification, needsTypeBRoomVolume } from './industrial-fields';

/** Pipe lines with a size chosen (a line without a size is still being filled in). */
export function buildPipeConfigurations(
  draft: Pick<CalculatorDraft, 'pipes' | 'pipeMaterial'>,
): PipeConfigurationInput[] {
  return draft.pipes.flatMap((line) =>
    line.nominalSizeMm === null
      ? []
      : [
          {
            material: draft.pipeMaterial,
            nominalSize: line.nominalSizeMm,
            length: parseLengthM(line.lengthText),
          },
        ],
  );
}

/** Meter lines with a type chosen; a blank type is dropped (product.md §5). */
export function buildMeterConfigurations(
  draft: Pick<CalculatorDraft, 'meters'>,
): MeterConfigurationInput[] {
  return draft.meters.flatMap((line) =>
    line.meterType === ''
      ? []
      : [{ meterType: line.meterType, quantity: parseMeterQuantity(line.quantityText) }],
  );
}

export function buildPurgeConfigurations(setup: TestSetup): PurgeConfigurationInput[] {
  return [
    ...(setup.hoseSizeMm === null
      ? []
      : [
          {
            type: 'hose' as const,
            nominalSize: setup.hoseSizeMm,
            length: parseLengthM(setup.hoseLengthText),
          },
        ]),
    ...(setup.stackSizeMm === null
      ? []
      : [
          {
            type: 'stack' as const,
            nominalSize: setup.stackSizeMm,
            length: parseLengthM(setup.stackLengthText),
          },
        ]),
  ];
}

function buildProject(
  draft: CalculatorDraft,
  installationType: NonNullable<CalculatorDraft['installationType']>,
  operationType: NonNullable<CalculatorDraft['testType']>,
): ProjectInput {
  const { setup } = draft;
  const isPurge = operationType === 'Purge';
  const shape = { ...draft, installationType, testType: operationType };
  return {
    reference: draft.jobDetails.jobNumber.trim() || null,
    engineerName: draft.jobDetails.engineerName.trim() || null,
    installationType,
    operationType,
    maxOperatingPressure: parseOptionalNumber(setup.mopText),
    maxIncidentalPressure:
      operationType === 'Strength Test' ? parseOptionalNumber(setup.mipText) : null,
    ...(draft.calculatorType === 'commercial'
      ? { roomVolume: parseOptionalNumber(draft.roomVolumeText) }
      : industrialProjectFields(shape)),
    gaugeType: isPurge || setup.gaugeType === '' ? null : setup.gaugeType,
    testMedium: isPurge || setup.testMedium === '' ? null : setup.testMedium,
    purgeDirection: isPurge && setup.purgeDirection !== '' ? setup.purgeDirection : null,
  };
}

/**
 * IGE/UP/1 extras (product.md §7 industrial project): the gas, and for an existing installation's
 * tightness test the room classification, with the room volume for Type B only (product.md §4).
 */
function industrialProjectFields(draft: CalculatorDraft): Partial<ProjectInput> {
  const { setup } = draft;
  return {
    gasType: setup.gasType === '' ? null : setup.gasType,
    zoneType: needsRoomClassification(draft) && setup.zoneType !== '' ? setup.zoneType : null,
    roomVolume: needsTypeBRoomVolume(draft) ? parseOptionalNumber(draft.roomVolumeText) : null,
  };
}

/**
 * The calculation the draft describes, in the engine's (and POST /api/calculate's) shape,
 * without readings; null until an installation type and a test are chosen.
 */
export function buildCalculationInput(draft: CalculatorDraft): CalculationInput | null {
  if (draft.installationType === null || draft.testType === null) return null;
  const purgeConfigurations =
    draft.testType === 'Purge' ? buildPurgeConfigurations(draft.setup) : [];
  const meterConfigurations = buildMeterConfigurations(draft);
  return {
    calculatorType: draft.calculatorType,
    project: buildProject(draft, draft.installationType, draft.testType),
    pipeConfigurations: buildPipeConfigurations(draft),
    ...(meterConfigurations.length > 0 ? { meterConfigurations } : {}),
    ...(purgeConfigurations.length > 0 ? { purgeConfigurations } : {}),
  };
}
