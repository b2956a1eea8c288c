import type { CalculationInput, ProjectInput, PurgeConfigurationInput } from '@pipeproof/engine';
import {
  buildCalculation,
  buildProject,
  parseLengthM,
  parseOptionalNumber,
} from '../../calculator-core';
import type { CalculatorDraft, TestSetup } from './calculator-draft';
import { needsRoomClassification, needsTypeBRoomVolume } from './industrial-fields';
import { STEP_CALCULATOR_LINE_RULES } from './line-actions';

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
 * without readings; null until an installation type and a test are chosen. The fields every
 * calculator shares are built by calculator-core; the room volume (commercial) and the IGE/UP/1
 * extras (industrial) are this calculator's.
 */
export function buildCalculationInput(draft: CalculatorDraft): CalculationInput | null {
  const { installationType, testType: operationType, setup } = draft;
  if (installationType === null || operationType === null) return null;
  const project: ProjectInput = {
    ...buildProject({
      reference: draft.jobDetails.jobNumber,
      engineerName: draft.jobDetails.engineerName,
      installationType,
      operationType,
      mopText: setup.mopText,
      mipText: setup.mipText,
      gaugeType: setup.gaugeType,
      testMedium: setup.testMedium,
      purgeDirection: setup.purgeDirection === '' ? null : setup.purgeDirection,
    }),
    ...(draft.calculatorType === 'commercial'
      ? { roomVolume: parseOptionalNumber(draft.roomVolumeText) }
      : industrialProjectFields({ ...draft, installationType, testType: operationType })),
  };
  return buildCalculation({
    calculatorType: draft.calculatorType,
    project,
    lines: draft,
    meterQuantityRule: STEP_CALCULATOR_LINE_RULES.meterQuantity,
    purgeConfigurations: operationType === 'Purge' ? buildPurgeConfigurations(setup) : [],
  });
}
