import type { AreaType } from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import { TYPE_B_ROOM_VOLUME_M3 } from '../tables/area-type-factors';

/** Existing industrial installations need a room classification (standards.md §3). */
export function requireAreaType(areaType: AreaType | null | undefined): AreaType {
  if (areaType === null || areaType === undefined) {
    throw new EngineInputError({
      field: 'project.zoneType',
      code: 'required',
      reason:
        'an existing installation needs its room classification (Type A, B or C) under IGE/UP/1',
    });
  }
  return areaType;
}

/** Type B is a ventilated internal room of 1 m³ up to (not including) 60 m³ (standards.md §3, product.md §5). */
export function requireTypeBRoomVolume(roomVolumeM3: number | null | undefined): number {
  if (roomVolumeM3 === null || roomVolumeM3 === undefined) {
    throw new EngineInputError({
      field: 'project.roomVolume',
      code: 'required',
      reason: 'Type B needs the room volume of the smallest occupied space',
    });
  }
  requireNumberInRange(roomVolumeM3, 'project.roomVolume', { min: TYPE_B_ROOM_VOLUME_M3.min });
  if (roomVolumeM3 >= TYPE_B_ROOM_VOLUME_M3.maxExclusive) {
    throw new EngineInputError({
      field: 'project.roomVolume',
      code: 'out_of_range',
      reason: 'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.',
    });
  }
  return roomVolumeM3;
}
