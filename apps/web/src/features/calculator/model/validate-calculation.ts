import {
  describeMipProblem,
  describeMopProblem,
  hasPipeConfiguration,
  parseOptionalNumber,
  type ToastMessage,
} from '../../calculator-core';
import type { CalculatorDraft, JobDetails } from './calculator-draft';
import { CALCULATION_MESSAGES, missingRequiredInformation } from './calculation-messages';
import { needsRoomClassification, needsTypeBRoomVolume } from './industrial-fields';
import { JOB_DETAIL_LABELS } from './sections';

/** product.md §5 order: job number, engineer name, Gas Safe number, customer name, location. */
const REQUIRED_JOB_FIELDS: readonly (keyof JobDetails)[] = [
  'jobNumber',
  'engineerName',
  'gasSafeNumber',
  'customerName',
  'location',
];

export const ROOM_VOLUME_LIMITS_M3 = { min: 1, max: 60 } as const;

export function listMissingRequiredFields(draft: CalculatorDraft): string[] {
  const missing = REQUIRED_JOB_FIELDS.filter((field) => draft.jobDetails[field].trim() === '').map(
    (field) => JOB_DETAIL_LABELS[field],
  );
  return draft.installationType === null ? [...missing, 'Installation Type'] : missing;
}

export function needsPressureInputs(draft: Pick<CalculatorDraft, 'testType'>): boolean {
  return draft.testType === 'Strength Test' || draft.testType === 'Tightness Test';
}

/** The field message for the room volume, or null when it is fine (or not needed yet). */
export function describeRoomVolumeProblem(roomVolumeText: string): string | null {
  const value = parseOptionalNumber(roomVolumeText);
  if (roomVolumeText.trim() === '') return null;
  if (value === null || value < ROOM_VOLUME_LIMITS_M3.min || value > ROOM_VOLUME_LIMITS_M3.max) {
    return `Room volume must be between ${ROOM_VOLUME_LIMITS_M3.min} and ${ROOM_VOLUME_LIMITS_M3.max} m³.`;
  }
  return null;
}

/**
 * Whether the Installation Type step is finished (decision 0891): the type chosen and, on the
 * commercial calculator, a room volume in range, or none only once the test is a purge (the one
 * test that does not use it). Until then the step shows its number, not the tick, and does not fold
 * away, so the room volume a strength or tightness test will ask for stays in sight.
 */
export function isInstallationTypeFinished(
  draft: Pick<
    CalculatorDraft,
    'installationType' | 'calculatorType' | 'roomVolumeText' | 'testType'
  >,
): boolean {
  if (draft.installationType === null) return false;
  if (draft.calculatorType !== 'commercial') return true;
  if (draft.roomVolumeText.trim() === '') return draft.testType === 'Purge';
  return describeRoomVolumeProblem(draft.roomVolumeText) === null;
}

/**
 * What stops a calculation, in the order product.md's messages are given (§5): the first problem
 * as a toast, or null when the engine may be asked.
 */
export function validateBeforeCalculate(draft: CalculatorDraft): ToastMessage | null {
  const missing = listMissingRequiredFields(draft);
  if (missing.length > 0) return missingRequiredInformation(missing);
  if (!hasPipeConfiguration(draft)) return CALCULATION_MESSAGES.noPipeConfiguration;
  if (!needsPressureInputs(draft)) return null;
  if (draft.setup.mopText.trim() === '') return CALCULATION_MESSAGES.missingOperatingPressure;
  const pressureProblem =
    describeMopProblem(draft.setup.mopText) ??
    (draft.testType === 'Strength Test' ? describeMipProblem(draft.setup.mipText) : null);
  if (pressureProblem)
    return { title: CALCULATION_MESSAGES.calculationErrorTitle, description: pressureProblem };
  if (draft.calculatorType === 'commercial') {
    if (draft.roomVolumeText.trim() === '') return CALCULATION_MESSAGES.roomVolumeRequired;
    const roomProblem = describeRoomVolumeProblem(draft.roomVolumeText);
    if (roomProblem) {
      return { title: CALCULATION_MESSAGES.calculationErrorTitle, description: roomProblem };
    }
  }
  return null;
}

/** Why the calculate button is disabled, in words under it (product.md §5: MOP; hose or stack size). */
export function describeCalculateBlocker(draft: CalculatorDraft): string | null {
  if (draft.testType === 'Purge') {
    return draft.setup.hoseSizeMm === null || draft.setup.stackSizeMm === null
      ? 'To calculate, choose the purge hose size and the vent stack size.'
      : null;
  }
  const { setup } = draft;
  const isIndustrial = draft.calculatorType === 'industrial';
  const isTightness = draft.testType === 'Tightness Test';
  const needs = [
    ...(setup.mopText.trim() === '' ? ['the Maximum Operating Pressure (MOP)'] : []),
    // Industrial strength test pressure is 1.1 × MIP when that governs (standards.md §4; decision 0640).
    ...(isIndustrial && draft.testType === 'Strength Test' && setup.mipText.trim() === ''
      ? ['the Maximum Incidental Pressure (MIP)']
      : []),
    ...(isIndustrial && isTightness && setup.gasType === '' ? ['the gas type'] : []),
    ...(needsRoomClassification(draft) && setup.zoneType === '' ? ['the room classification'] : []),
    ...(needsTypeBRoomVolume(draft) && draft.roomVolumeText.trim() === ''
      ? ['the room volume']
      : []),
    ...(isTightness && setup.gaugeType === '' ? ['the gauge type'] : []),
    ...(isTightness && setup.testMedium === '' ? ['the test medium'] : []),
  ];
  return needs.length === 0 ? null : `To calculate, give ${joinWithAnd(needs)}.`;
}

function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
