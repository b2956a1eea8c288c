import { TYPE_B_ROOM_VOLUME_M3 } from '@pipeproof/engine';
import { parseOptionalNumber } from '../../calculator-core';

/**
 * The industrial Type B room volume field (product.md §4, §5), on its own: only Test Setup, which
 * comes with the engine (decision 0860), shows it, so its words stay off the first load.
 */

/** Industrial Type B: 1 to 59.9 m³ (product.md §5 field limits; standards.md §3 RV < 60 m³). */
export const TYPE_B_ROOM_VOLUME_LIMITS_M3 = { min: TYPE_B_ROOM_VOLUME_M3.min, max: 59.9 } as const;

/** product.md §5, word for word, at 60 m³ or more. */
export const TYPE_B_ROOM_VOLUME_TOO_LARGE =
  'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.';

/** The Type B room volume's field message, or null. */
export function describeTypeBRoomVolumeProblem(roomVolumeText: string): string | null {
  if (roomVolumeText.trim() === '') return null;
  const value = parseOptionalNumber(roomVolumeText);
  if (value !== null && value >= TYPE_B_ROOM_VOLUME_M3.maxExclusive) {
    return TYPE_B_ROOM_VOLUME_TOO_LARGE;
  }
  if (value === null || value < TYPE_B_ROOM_VOLUME_LIMITS_M3.min) {
    return `Room volume must be at least ${TYPE_B_ROOM_VOLUME_LIMITS_M3.min} m³.`;
  }
  return null;
}
