import { assertNever, type AreaType, type InstallationType } from '../domain-types';
import { cleanNumber, roundDurationUpMin } from '../rounding';
import { AREA_TYPE_FACTORS } from '../tables/area-type-factors';
import { TIGHTNESS_TEST_RULES } from '../tables/tightness-test-rules';
import { requireAreaType, requireTypeBRoomVolume } from './require-area-type';

export interface IndustrialTestDurationInput {
  readonly installationType: InstallationType;
  readonly areaType?: AreaType | null;
  readonly roomVolumeM3?: number | null;
  readonly grmMbar: number;
  readonly installationVolumeM3: number;
  readonly f1: number;
}

export interface IndustrialTestDuration {
  readonly durationMin: number;
  readonly unroundedMin: number;
  readonly formula: string;
}

/**
 * IGE/UP/1 tightness test duration (standards.md §3), rounded UP to a whole minute, minimum 2:
 * new and Type A: GRM × IV × F1; Type B: 2.8 × GRM × IV × F1 / RV; Type C: 0.047 × GRM × IV × F1.
 */
export function computeIndustrialTestDuration(
  input: IndustrialTestDurationInput,
): IndustrialTestDuration {
  const { grmMbar, installationVolumeM3: iv, f1 } = input;
  const base = grmMbar * iv * f1;
  const terms = `GRM ${grmMbar} × IV ${iv} × F1 ${f1}`;
  const areaType: AreaType =
    input.installationType === 'new' ? 'Type A' : requireAreaType(input.areaType);
  let unrounded: number;
  let expression: string;
  switch (areaType) {
    case 'Type A':
      [unrounded, expression] = [base, terms];
      break;
    case 'Type B': {
      const rv = requireTypeBRoomVolume(input.roomVolumeM3);
      const factor = AREA_TYPE_FACTORS.typeBRoomVolumeFactorM3;
      [unrounded, expression] = [(factor * base) / rv, `${factor} × ${terms} / RV ${rv}`];
      break;
    }
    case 'Type C': {
      const factor = AREA_TYPE_FACTORS.typeCFactor;
      [unrounded, expression] = [factor * base, `${factor} × ${terms}`];
      break;
    }
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(areaType);
  }
  const minimum = TIGHTNESS_TEST_RULES.minimumDurationMin;
  const durationMin = Math.max(minimum, roundDurationUpMin(unrounded));
  const unroundedMin = cleanNumber(unrounded);
  return {
    durationMin,
    unroundedMin,
    formula: `TTD = ${expression} = ${unroundedMin} min → ${durationMin} min (rounded up, minimum ${minimum})`,
  };
}
