import { cleanNumber } from '../rounding';
import { roundLeakRateUpM3h } from '../significant-figures';

export interface LeakRateInput {
  readonly f3: number;
  readonly dropMbar: number;
  readonly installationVolumeM3: number;
  readonly durationMin: number;
  /** The MPLR the leak rate is set against (null where the limit is the MAPD). */
  readonly mplrM3h: number | null;
}

/**
 * LR = F3 × PD × IV / TTD, m³/h (standards.md §3), rounded UP to 3 significant figures and to
 * the MPLR's decimal places (decision 0904).
 */
export function computeLeakRateM3h(input: LeakRateInput): number {
  return roundLeakRateUpM3h(
    cleanNumber((input.f3 * input.dropMbar * input.installationVolumeM3) / input.durationMin),
    input.mplrM3h,
  );
}
