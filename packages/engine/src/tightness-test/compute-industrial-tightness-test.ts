import type { AreaType, GasType, GaugeType, InstallationType, TestMedium } from '../domain-types';
import { requireNumberInRange } from '../errors';
import { GAS_FACTORS } from '../tables/gas-factors';
import { TIGHTNESS_TEST_RULES } from '../tables/tightness-test-rules';
import { computeIndustrialTestDuration } from './compute-industrial-test-duration';
import { computeMaxPressureDropMbar, describeMaxPressureDrop } from './compute-max-pressure-drop';
import { computeMaximumPermittedLeakRateM3h } from './compute-maximum-permitted-leak-rate';
import { computeTightnessTestPressure } from './compute-tightness-test-pressure';
import { lookupGauge } from './lookup-gauge';
import type { TightnessTestParameters } from './tightness-test-parameters';

export interface IndustrialTightnessTestInput {
  readonly installationType: InstallationType;
  /** IV as shown (computeInstallationVolume().totalM3), m³. */
  readonly installationVolumeM3: number;
  readonly gasType: GasType;
  readonly testMedium: TestMedium;
  readonly gaugeType: GaugeType;
  readonly mopMbar: number;
  /** Required for existing installations. */
  readonly areaType?: AreaType | null;
  /** Required for Type B: 1 ≤ RV < 60 m³. */
  readonly roomVolumeM3?: number | null;
}

/** IGE/UP/1 tightness test for any of the five gases (standards.md §2, §3). */
export function computeIndustrialTightnessTest(
  input: IndustrialTightnessTestInput,
): TightnessTestParameters {
  const gauge = lookupGauge(input.gaugeType);
  const ivM3 = requireNumberInRange(input.installationVolumeM3, 'installationVolumeM3', {
    min: 0,
    minExclusive: true,
  });
  const factors = GAS_FACTORS[input.gasType];
  const isAir = input.testMedium === 'Air';
  const f1 = isAir ? factors.f1Air : factors.f1Gas;
  const f3 = isAir ? factors.f3Air : factors.f3Gas;
  const isExisting = input.installationType === 'existing';
  const areaType = isExisting ? (input.areaType ?? null) : null;
  const roomVolumeM3 = areaType === 'Type B' ? (input.roomVolumeM3 ?? null) : null;

  const duration = computeIndustrialTestDuration({
    installationType: input.installationType,
    areaType,
    roomVolumeM3,
    grmMbar: gauge.grmMbar,
    installationVolumeM3: ivM3,
    f1,
  });
  const mplrM3h = computeMaximumPermittedLeakRateM3h({
    gasType: input.gasType,
    installationType: input.installationType,
    areaType,
    roomVolumeM3,
  });
  const pdInput = { mplrM3h, durationMin: duration.durationMin, f3, installationVolumeM3: ivM3 };
  const maxDropMbar = computeMaxPressureDropMbar(pdInput);

  return {
    standard: 'IGE/UP/1',
    installationType: input.installationType,
    gasType: input.gasType,
    testMedium: input.testMedium,
    gaugeType: input.gaugeType,
    grmMbar: gauge.grmMbar,
    gaugeMaxDurationMin: gauge.maxTestDurationMin,
    exceedsGaugeMaxDuration: duration.durationMin > gauge.maxTestDurationMin,
    testPressureMbar: computeTightnessTestPressure(input.mopMbar),
    installationVolumeM3: ivM3,
    durationMin: duration.durationMin,
    durationBasis: {
      kind: 'industrial-formula',
      unroundedMin: duration.unroundedMin,
      formula: duration.formula,
    },
    stabilisationMin: Math.max(
      TIGHTNESS_TEST_RULES.minimumStabilisationMin.industrial,
      duration.durationMin,
    ),
    f1,
    f3,
    areaType,
    roomVolumeM3,
    mplrM3h,
    maxDropMbar,
    maxDropBasis: { kind: 'MPLR', formula: describeMaxPressureDrop(pdInput, maxDropMbar) },
  };
}
