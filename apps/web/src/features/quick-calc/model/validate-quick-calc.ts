import { INPUT_LIMITS } from '@pipeproof/engine';
import {
  describeMipProblem,
  describeMopProblem,
  hasPipeConfiguration,
  parseOptionalNumber,
  type ToastMessage,
} from '../../calculator-core';
import type { QuickCalcForm } from './quick-calc-form';
import { QUICK_CALC_MESSAGES } from './quick-calc-messages';

/** The form fields a message can point at. */
export type QuickCalcField =
  | 'reference'
  | 'engineerName'
  | 'installationType'
  | 'pipes'
  | 'mop'
  | 'mip'
  | 'roomVolume'
  | 'gaugeType'
  | 'testMedium';

export type FieldProblems = Partial<Record<QuickCalcField, string>>;

export interface QuickCalcProblem extends ToastMessage {
  /** The fields to mark, with the words to show under each. */
  readonly fields: FieldProblems;
}

const MIN_ROOM_VOLUME_M3 = INPUT_LIMITS.minCommercialRoomVolumeM3;

export function needsRoomVolume(form: QuickCalcForm): boolean {
  return form.operationType === 'Tightness Test' && form.installationType === 'existing';
}

/** What is wrong with a number as typed (shown under the field at once), else nothing. */
export function describeNumberProblems(form: QuickCalcForm): FieldProblems {
  const problems: FieldProblems = {};
  const mop = describeMopProblem(form.mopText);
  if (mop) problems.mop = mop;
  const mip = form.operationType === 'Strength Test' ? describeMipProblem(form.mipText) : null;
  if (mip) problems.mip = mip;
  const roomVolume = parseOptionalNumber(form.roomVolumeText);
  if (form.operationType === 'Tightness Test' && form.roomVolumeText.trim() !== '') {
    if (roomVolume === null || roomVolume <= 0) problems.roomVolume = 'Enter a volume above 0 m³.';
    else if (needsRoomVolume(form) && roomVolume < MIN_ROOM_VOLUME_M3)
      problems.roomVolume = `Room volume must be ${MIN_ROOM_VOLUME_M3} m³ or more.`;
  }
  return problems;
}

function missingRequired(form: QuickCalcForm): FieldProblems {
  const fields: FieldProblems = {};
  if (form.reference.trim() === '') fields.reference = 'Enter the project reference.';
  if (form.engineerName.trim() === '') fields.engineerName = 'Enter the engineer name.';
  if (form.installationType === null) fields.installationType = 'Choose the installation type.';
  return fields;
}

function missingTestParameters(form: QuickCalcForm): FieldProblems {
  if (form.operationType !== 'Tightness Test') return {};
  const fields: FieldProblems = {};
  if (form.gaugeType === '') fields.gaugeType = 'Choose the gauge type.';
  if (form.testMedium === '') fields.testMedium = 'Choose the test medium.';
  return fields;
}

const isEmpty = (fields: FieldProblems) => Object.keys(fields).length === 0;
const PIPES_PROBLEM = 'Choose a size and enter a length greater than 0 for at least one pipe.';
const ROOM_VOLUME_PROBLEM = 'Enter the room volume of the smallest occupied space.';

/**
 * What stops 'Get Test Results', first problem first: the two checks of product.md §5 in its order,
 * then what the engine would refuse (decision 0620). Null when the form may be sent.
 */
export function validateQuickCalc(form: QuickCalcForm): QuickCalcProblem | null {
  const required = missingRequired(form);
  if (!isEmpty(required))
    return { ...QUICK_CALC_MESSAGES.missingRequiredInformation, fields: required };
  if (!hasPipeConfiguration(form)) {
    return {
      ...QUICK_CALC_MESSAGES.noPipeConfiguration,
      fields: { pipes: PIPES_PROBLEM },
    };
  }
  const testParameters = missingTestParameters(form);
  if (!isEmpty(testParameters))
    return { ...QUICK_CALC_MESSAGES.missingTestParameters, fields: testParameters };
  if (needsRoomVolume(form) && form.roomVolumeText.trim() === '') {
    return {
      ...QUICK_CALC_MESSAGES.roomVolumeRequired,
      fields: { roomVolume: ROOM_VOLUME_PROBLEM },
    };
  }
  const numbers = describeNumberProblems(form);
  const [firstField, firstMessage] = Object.entries(numbers)[0] ?? [];
  if (firstField && firstMessage) {
    return {
      title: QUICK_CALC_MESSAGES.calculationFailedTitle,
      description: firstMessage,
      fields: numbers,
    };
  }
  return null;
}

/** Every problem at once, to mark the fields after 'Get Test Results' was refused. */
export function listFieldProblems(form: QuickCalcForm): FieldProblems {
  return {
    ...missingRequired(form),
    ...(hasPipeConfiguration(form) ? {} : { pipes: PIPES_PROBLEM }),
    ...missingTestParameters(form),
    ...(needsRoomVolume(form) && form.roomVolumeText.trim() === ''
      ? { roomVolume: ROOM_VOLUME_PROBLEM }
      : {}),
    ...describeNumberProblems(form),
  };
}
