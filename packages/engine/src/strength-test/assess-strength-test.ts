import { requireNumberInRange } from '../errors';
import { isAtMost, roundMeasuredPercent } from '../rounding';
import { isMissing, type Verdict } from '../verdict';
import type { StrengthTestParameters } from './compute-strength-test';

export interface StrengthTestReadings {
  /** Pressure drop over the strength test, mbar (product.md §3 actualPressureDrop). */
  readonly actualPressureDrop?: number | null;
}

export interface StrengthTestVerdict extends Verdict {
  readonly dropMbar: number | null;
  /** drop / STP × 100, rounded UP to 0.01 % so the figure shown never flatters the result. */
  readonly dropPercent: number | null;
}

/** PASS when drop / STP × 100 ≤ 20 % (standards.md §4); PENDING while the drop is not recorded. */
export function assessStrengthTest(
  parameters: Pick<StrengthTestParameters, 'testPressureMbar' | 'maxDropPercent'>,
  readings: StrengthTestReadings,
): StrengthTestVerdict {
  const drop = readings.actualPressureDrop;
  if (isMissing(drop)) {
    return {
      status: 'PENDING',
      reasons: ['Record the pressure drop over the strength test.'],
      dropMbar: null,
      dropPercent: null,
    };
  }
  const dropMbar = requireNumberInRange(drop, 'readings.actualPressureDrop', { min: 0 });
  const exactPercent = (dropMbar / parameters.testPressureMbar) * 100;
  const dropPercent = roundMeasuredPercent(exactPercent);
  const limit = parameters.maxDropPercent;
  const isPass = isAtMost(exactPercent, limit);
  const comparison = `${dropMbar} mbar is ${dropPercent} % of the ${parameters.testPressureMbar} mbar test pressure`;
  return {
    status: isPass ? 'PASS' : 'FAIL',
    reasons: [
      isPass
        ? `${comparison}, within the ${limit} % limit.`
        : `${comparison}, more than the ${limit} % limit.`,
    ],
    dropMbar,
    dropPercent,
  };
}
