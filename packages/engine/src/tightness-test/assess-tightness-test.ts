import { requireNumberInRange } from '../errors';
import { isAtMost } from '../rounding';
import { formatFigure } from '../significant-figures';
import { isMissing, type Verdict } from '../verdict';
import { computeLeakRateM3h } from './compute-leak-rate';
import type { TightnessTestParameters } from './tightness-test-parameters';

export interface TightnessTestReadings {
  /** Pressure drop over the tightness test duration, mbar (product.md §3 actualPressureDrop). */
  readonly actualPressureDrop?: number | null;
}

export interface TightnessTestVerdict extends Verdict {
  readonly dropMbar: number | null;
  /** LR = F3 × PD × IV / TTD, m³/h. */
  readonly leakRateM3h: number | null;
}

export type TightnessVerdictParameters = Pick<
  TightnessTestParameters,
  'maxDropMbar' | 'durationMin' | 'f3' | 'installationVolumeM3' | 'mplrM3h'
>;

/** PASS when PD ≤ PDmax, i.e. LR ≤ MPLR (standards.md §3); for IGE/UP/1A existing, PD ≤ MAPD. */
export function assessTightnessTest(
  parameters: TightnessVerdictParameters,
  readings: TightnessTestReadings,
): TightnessTestVerdict {
  const drop = readings.actualPressureDrop;
  if (isMissing(drop)) {
    return {
      status: 'PENDING',
      reasons: [`Record the pressure drop over the ${parameters.durationMin}-minute test.`],
      dropMbar: null,
      leakRateM3h: null,
    };
  }
  const dropMbar = requireNumberInRange(drop, 'readings.actualPressureDrop', { min: 0 });
  const leakRateM3h = computeLeakRateM3h({
    f3: parameters.f3,
    dropMbar,
    installationVolumeM3: parameters.installationVolumeM3,
    durationMin: parameters.durationMin,
    mplrM3h: parameters.mplrM3h,
  });
  const isPass = isAtMost(dropMbar, parameters.maxDropMbar);
  const leak =
    parameters.mplrM3h === null
      ? `leak rate ${formatFigure(leakRateM3h)} m³/h`
      : `leak rate ${formatFigure(leakRateM3h)} m³/h against an MPLR of ${formatFigure(parameters.mplrM3h)} m³/h`;
  const reason = isPass
    ? `Drop ${dropMbar} mbar is within the ${parameters.maxDropMbar} mbar maximum (${leak}).`
    : `Drop ${dropMbar} mbar exceeds the ${parameters.maxDropMbar} mbar maximum (${leak}). Find and repair the leak, then test again.`;
  return { status: isPass ? 'PASS' : 'FAIL', reasons: [reason], dropMbar, leakRateM3h };
}
