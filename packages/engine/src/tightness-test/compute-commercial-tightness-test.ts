import {
  assertNever,
  type InstallationType,
  type GaugeType,
  type TestMedium,
} from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import { GAS_FACTORS } from '../tables/gas-factors';
import { MPLR_NATURAL_GAS } from '../tables/maximum-permitted-leak-rates';
import { INPUT_LIMITS } from '../tables/scope-limits';
import { TIGHTNESS_TEST_RULES } from '../tables/tightness-test-rules';
import { computeMaxPressureDropMbar, describeMaxPressureDrop } from './compute-max-pressure-drop';
import { computeTightnessTestPressure } from './compute-tightness-test-pressure';
import { lookupCommercialTestDuration } from './lookup-commercial-test-duration';
import { lookupGauge } from './lookup-gauge';
import { lookupMaximumAllowablePressureDrop } from './lookup-maximum-allowable-pressure-drop';
import type { MaxDropBasis, TightnessTestParameters } from './tightness-test-parameters';

export interface CommercialTightnessTestInput {
  readonly installationType: InstallationType;
  /** IV as shown (computeInstallationVolume().totalM3), m³, at most 1. */
  readonly installationVolumeM3: number;
  readonly gaugeType: GaugeType;
  readonly testMedium: TestMedium;
  readonly mopMbar: number;
  /** Smallest occupied space, m³: required for existing installations (MAPD). */
  readonly roomVolumeM3?: number | null;
}

function requireRoomVolume(roomVolumeM3: number | null | undefined): number {
  if (roomVolumeM3 === null || roomVolumeM3 === undefined) {
    throw new EngineInputError({
      field: 'project.roomVolume',
      code: 'required',
      reason:
        'the room volume of the smallest occupied space is required for an existing installation (IGE/UP/1A maximum allowable pressure drop)',
    });
  }
  return requireNumberInRange(roomVolumeM3, 'project.roomVolume', {
    min: INPUT_LIMITS.minCommercialRoomVolumeM3,
  });
}

/** IGE/UP/1A tightness test, Natural Gas (standards.md §3 "Commercial"). */
export function computeCommercialTightnessTest(
  input: CommercialTightnessTestInput,
): TightnessTestParameters {
  const gauge = lookupGauge(input.gaugeType);
  const ivM3 = requireNumberInRange(input.installationVolumeM3, 'installationVolumeM3', {
    min: 0,
    minExclusive: true,
  });
  const { durationMin, ivRowUpToM3 } = lookupCommercialTestDuration({
    installationType: input.installationType,
    installationVolumeM3: ivM3,
    grmMbar: gauge.grmMbar,
    testMedium: input.testMedium,
  });
  const factors = GAS_FACTORS['Natural Gas'];
  const f3 = input.testMedium === 'Air' ? factors.f3Air : factors.f3Gas;

  let mplrM3h: number | null;
  let maxDropMbar: number;
  let maxDropBasis: MaxDropBasis;
  let roomVolumeM3: number | null = null;
  switch (input.installationType) {
    case 'new': {
      // Pass criterion as industrial Type A: PDmax from MPLR 0.0014 (standards.md §3).
      mplrM3h = MPLR_NATURAL_GAS.newOrTypeAM3h;
      const pdInput = { mplrM3h, durationMin, f3, installationVolumeM3: ivM3 };
      maxDropMbar = computeMaxPressureDropMbar(pdInput);
      maxDropBasis = { kind: 'MPLR', formula: describeMaxPressureDrop(pdInput, maxDropMbar) };
      break;
    }
    case 'existing': {
      roomVolumeM3 = requireRoomVolume(input.roomVolumeM3);
      const mapd = lookupMaximumAllowablePressureDrop(ivM3, roomVolumeM3);
      mplrM3h = null;
      maxDropMbar = mapd.maxDropMbar;
      maxDropBasis = { kind: 'MAPD', ...mapd };
      break;
    }
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(input.installationType);
  }

  return {
    standard: 'IGE/UP/1A',
    installationType: input.installationType,
    gasType: 'Natural Gas',
    testMedium: input.testMedium,
    gaugeType: input.gaugeType,
    grmMbar: gauge.grmMbar,
    gaugeMaxDurationMin: gauge.maxTestDurationMin,
    exceedsGaugeMaxDuration: durationMin > gauge.maxTestDurationMin,
    testPressureMbar: computeTightnessTestPressure(input.mopMbar),
    installationVolumeM3: ivM3,
    durationMin,
    durationBasis: {
      kind: input.installationType === 'new' ? 'commercial-new-table' : 'commercial-existing-table',
      ivRowUpToM3,
    },
    stabilisationMin: Math.max(
      TIGHTNESS_TEST_RULES.minimumStabilisationMin.commercial,
      durationMin,
    ),
    f1: null,
    f3,
    areaType: null,
    roomVolumeM3,
    mplrM3h,
    maxDropMbar,
    maxDropBasis,
  };
}
