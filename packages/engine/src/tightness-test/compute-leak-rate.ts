import { cleanNumber } from '../rounding';

export interface LeakRateInput {
  readonly f3: number;
  readonly dropMbar: number;
  readonly installationVolumeM3: number;
  readonly durationMin: number;
}

/** LR = F3 × PD × IV / TTD, m³/h (standards.md §3). */
export function computeLeakRateM3h(input: LeakRateInput): number {
  return cleanNumber((input.f3 * input.dropMbar * input.installationVolumeM3) / input.durationMin);
}
