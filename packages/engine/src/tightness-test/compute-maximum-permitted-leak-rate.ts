import { assertNever, type AreaType, type GasType, type InstallationType } from '../domain-types';
import { EngineInputError } from '../errors';
import { cleanNumber } from '../rounding';
import { MPLR_TABLE } from '../tables/maximum-permitted-leak-rates';
import { requireAreaType, requireTypeBRoomVolume } from './require-area-type';

export interface MplrInput {
  readonly gasType: GasType;
  readonly installationType: InstallationType;
  /** Required for existing installations. */
  readonly areaType?: AreaType | null;
  /** Required for Type B. */
  readonly roomVolumeM3?: number | null;
}

/** MPLR, m³/h, by gas, installation type and area type (standards.md §3). */
export function computeMaximumPermittedLeakRateM3h(input: MplrInput): number {
  const row = MPLR_TABLE.find((r) => r.gasType === input.gasType);
  if (row === undefined) {
    throw new EngineInputError({
      field: 'project.gasType',
      code: 'unknown_value',
      reason: `no maximum permitted leak rate for "${String(input.gasType)}"`,
    });
  }
  if (input.installationType === 'new') return cleanNumber(row.newOrTypeAM3h);
  const areaType = requireAreaType(input.areaType);
  switch (areaType) {
    case 'Type A':
      return cleanNumber(row.newOrTypeAM3h);
    case 'Type B':
      return cleanNumber(row.typeBM3hPerRoomM3 * requireTypeBRoomVolume(input.roomVolumeM3));
    case 'Type C':
      return cleanNumber(row.typeCM3h);
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(areaType);
  }
}
