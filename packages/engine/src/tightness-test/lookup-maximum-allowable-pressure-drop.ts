import { EngineInputError, requireNumberInRange } from '../errors';
import { isAtMost } from '../rounding';
import {
  MAPD_ROOM_VOLUME_COLUMNS_M3,
  MAPD_TABLE,
} from '../tables/maximum-allowable-pressure-drops';

export interface MapdLookup {
  readonly maxDropMbar: number;
  readonly ivBandUpToM3: number;
  readonly roomVolumeColumnM3: number;
  readonly airDurationMin: number;
}

/**
 * The column for a room volume: below 10 m³ → 10; between columns → the next LOWER column
 * (the conservative choice); above 60 m³ → 60 (standards.md §3, product.md §9).
 */
export function lookupMapdColumnIndex(roomVolumeM3: number): number {
  let index = 0;
  MAPD_ROOM_VOLUME_COLUMNS_M3.forEach((columnM3, i) => {
    if (isAtMost(columnM3, roomVolumeM3)) index = i;
  });
  return index;
}

/** IGE/UP/1A maximum allowable pressure drop for an existing installation (standards.md §3). */
export function lookupMaximumAllowablePressureDrop(
  installationVolumeM3: number,
  roomVolumeM3: number,
): MapdLookup {
  requireNumberInRange(roomVolumeM3, 'project.roomVolume', { min: 0, minExclusive: true });
  const row = MAPD_TABLE.find((r) => isAtMost(installationVolumeM3, r.ivUpToM3));
  if (row === undefined) {
    throw new EngineInputError({
      field: 'installationVolumeM3',
      code: 'out_of_range',
      reason: 'exceeds the 1 m³ limit of IGE/UP/1A: use the industrial calculator (IGE/UP/1)',
    });
  }
  const column = lookupMapdColumnIndex(roomVolumeM3);
  return {
    maxDropMbar: row.maxDropsMbar[column]!,
    ivBandUpToM3: row.ivUpToM3,
    roomVolumeColumnM3: MAPD_ROOM_VOLUME_COLUMNS_M3[column]!,
    airDurationMin: row.airDurationMin,
  };
}
