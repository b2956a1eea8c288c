import { roundMaxDropMbar } from '../rounding';

export interface MaxPressureDropInput {
  readonly mplrM3h: number;
  readonly durationMin: number;
  readonly f3: number;
  readonly installationVolumeM3: number;
}

/**
 * PDmax = MPLR × TTD / (F3 × IV) for the TTD actually used (standards.md §3), rounded DOWN to
 * 0.01 mbar: for any reading to 0.01 mbar, "drop ≤ PDmax shown" and "LR ≤ MPLR" agree.
 */
export function computeMaxPressureDropMbar(input: MaxPressureDropInput): number {
  return roundMaxDropMbar(
    (input.mplrM3h * input.durationMin) / (input.f3 * input.installationVolumeM3),
  );
}

export function describeMaxPressureDrop(input: MaxPressureDropInput, maxDropMbar: number): string {
  return `PDmax = MPLR ${input.mplrM3h} × TTD ${input.durationMin} / (F3 ${input.f3} × IV ${input.installationVolumeM3}) = ${maxDropMbar} mbar`;
}
