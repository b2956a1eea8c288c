import { TYPE_B_ROOM_VOLUME_M3 } from '@pipeproof/engine';
import { parseOptionalNumber } from '../../calculator-core';
import type { CalculatorDraft } from './calculator-draft';
import { CALCULATOR_MESSAGES } from './calculator-messages';

/** When the industrial calculator's extra fields apply (product.md §4, §5; standards.md §3). */

/** Industrial Type B: 1 to 59.9 m³ (product.md §5 field limits; standards.md §3 RV < 60 m³). */
export const TYPE_B_ROOM_VOLUME_LIMITS_M3 = { min: TYPE_B_ROOM_VOLUME_M3.min, max: 59.9 } as const;

/** The Type B room volume's field message (product.md §5, word for word at 60 or more). */
export function describeTypeBRoomVolumeProblem(roomVolumeText: string): string | null {
  if (roomVolumeText.trim() === '') return null;
  const value = parseOptionalNumber(roomVolumeText);
  if (value !== null && value >= TYPE_B_ROOM_VOLUME_M3.maxExclusive) {
    return CALCULATOR_MESSAGES.typeBRoomVolumeTooLarge;
  }
  if (value === null || value < TYPE_B_ROOM_VOLUME_LIMITS_M3.min) {
    return `Room volume must be at least ${TYPE_B_ROOM_VOLUME_LIMITS_M3.min} m³.`;
  }
  return null;
}

/** product.md §4: room classification only for a tightness test, and only for existing installations. */
export function needsRoomClassification(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'installationType' | 'testType'>,
): boolean {
  return (
    draft.calculatorType === 'industrial' &&
    draft.installationType === 'existing' &&
    draft.testType === 'Tightness Test'
  );
}

/** product.md §4: room volume only for a tightness test with Type B (industrial). */
export function needsTypeBRoomVolume(
  draft: Pick<CalculatorDraft, 'calculatorType' | 'installationType' | 'testType' | 'setup'>,
): boolean {
  return needsRoomClassification(draft) && draft.setup.zoneType === 'Type B';
}
