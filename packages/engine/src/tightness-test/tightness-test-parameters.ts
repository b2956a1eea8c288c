import type {
  AreaType,
  GasType,
  GaugeType,
  InstallationType,
  Standard,
  TestMedium,
} from '../domain-types';

/** How the tightness test duration was found. */
export type TightnessDurationBasis =
  | { readonly kind: 'commercial-new-table'; readonly ivRowUpToM3: number }
  | { readonly kind: 'commercial-existing-table'; readonly ivRowUpToM3: number }
  | {
      readonly kind: 'industrial-formula';
      readonly unroundedMin: number;
      readonly formula: string;
    };

/** How the maximum permitted pressure drop was found. */
export type MaxDropBasis =
  | { readonly kind: 'MPLR'; readonly formula: string }
  | {
      readonly kind: 'MAPD';
      readonly ivBandUpToM3: number;
      readonly roomVolumeColumnM3: number;
      readonly airDurationMin: number;
    };

export interface TightnessTestParameters {
  readonly standard: Standard;
  readonly installationType: InstallationType;
  readonly gasType: GasType;
  readonly testMedium: TestMedium;
  readonly gaugeType: GaugeType;
  readonly grmMbar: number;
  readonly gaugeMaxDurationMin: number;
  /** TTD longer than the gauge may be used for: a more sensitive gauge is needed. */
  readonly exceedsGaugeMaxDuration: boolean;
  /** TP = max(MOP, 20) mbar. */
  readonly testPressureMbar: number;
  readonly installationVolumeM3: number;
  readonly durationMin: number;
  readonly durationBasis: TightnessDurationBasis;
  readonly stabilisationMin: number;
  /** F1 of the formula (industrial), null where a published table gives the duration. */
  readonly f1: number | null;
  /** F3 for the test medium, used for the leak rate. */
  readonly f3: number;
  readonly areaType: AreaType | null;
  readonly roomVolumeM3: number | null;
  /** MPLR, m³/h, where it is the pass criterion; null where the MAPD table is. */
  readonly mplrM3h: number | null;
  /** PDmax (or MAPD): PASS when the measured drop is at most this, mbar. */
  readonly maxDropMbar: number;
  readonly maxDropBasis: MaxDropBasis;
}
