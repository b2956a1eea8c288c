import type { GasType, GaugeType, InstallationType } from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import { ceilToDecimals, isAtMost } from '../rounding';
import {
  DOMESTIC_PERMISSIBLE_DROPS,
  DOMESTIC_TEST,
  type DomesticGasFamily,
  type DomesticGaugeType,
} from '../tables/domestic-permissible-drops';
import {
  domesticGasFamily,
  isBandCriterion,
  perceptibleMovementMbar,
  requireDomesticGauge,
  resolveDomesticStabilisation,
  resolveDomesticTestPressure,
} from './domestic-rules';

export interface DomesticTestInput {
  readonly installationType: InstallationType;
  readonly gasType: GasType;
  readonly gaugeType: GaugeType;
  readonly appliancesConnected: boolean;
  /** IV, m³ (at most 0.035: above it IGEM/UP/1B does not permit the test). */
  readonly installationVolumeM3: number;
  /** The pressure the test is made at, mbar; null = Natural Gas's 20 mbar. */
  readonly testPressureMbar: number | null;
  /** Stabilisation, minutes; null = the gas's figure (LPG and LPG/Air: 5). */
  readonly stabilisationMin: number | null;
}

/** The drop table's row for the gas and IV (standards.md §7.7). */
export interface DomesticBand {
  readonly ivUpToM3: number;
  /** mbar; null where the row itself is "no perceptible movement". */
  readonly maxDropMbar: number | null;
}

export interface DomesticTestParameters {
  readonly standard: 'IGEM/UP/1B Edition 4';
  readonly installationType: InstallationType;
  readonly gasType: GasType;
  readonly gasFamily: DomesticGasFamily;
  readonly gaugeType: DomesticGaugeType;
  readonly appliancesConnected: boolean;
  readonly installationVolumeM3: number;
  /** Let-by: 7 to 10 mbar for 1 minute, no rise allowed (standards.md §7.3). */
  readonly letBy: {
    readonly minPressureMbar: number;
    readonly maxPressureMbar: number;
    readonly durationMin: number;
    readonly maxRiseMbar: number;
  };
  readonly testPressureMbar: number;
  /** A Natural Gas test made below 20 mbar (18 to 20) because 20 could not be reached. */
  readonly isReducedTestPressure: boolean;
  readonly stabilisationMin: number;
  readonly durationMin: number;
  /** The smallest movement the gauge counts (0.25 water, 0.2 electronic). */
  readonly perceptibleMovementMbar: number;
  readonly band: DomesticBand;
  /**
   * 'band': the band's drop is allowed and a drop that shows on the gauge calls for a
   * pipework-only retest; 'no-perceptible-movement': the drop must stay below the gauge's figure.
   */
  readonly criterion: 'band' | 'no-perceptible-movement';
  /** The largest drop allowed in the test, mbar; 0 where no perceptible movement is allowed. */
  readonly maxDropMbar: number;
  /** PV = 1.5 × IV, m³, rounded up to 0.0001 (standards.md §7.9). */
  readonly purgeVolumeM3: number;
}

/** The row of the drop table for a gas family and IV; null above 0.035 m³. */
export function lookupDomesticBand(
  gasFamily: DomesticGasFamily,
  installationVolumeM3: number,
): DomesticBand | null {
  const row = DOMESTIC_PERMISSIBLE_DROPS.find(
    (r) => r.gasFamily === gasFamily && isAtMost(installationVolumeM3, r.ivUpToM3),
  );
  return row === undefined ? null : { ivUpToM3: row.ivUpToM3, maxDropMbar: row.maxDropMbar };
}

/** PV = 1.5 × IV, rounded up to 0.0001 m³ (standards.md §7.9). */
export function computeDomesticPurgeVolumeM3(installationVolumeM3: number): number {
  return ceilToDecimals(installationVolumeM3 * DOMESTIC_TEST.purgeVolumeFactor, 4);
}

/**
 * The figures of an IGEM/UP/1B Edition 4 domestic tightness test (standards.md §7): let-by,
 * test pressure, stabilisation, the 2-minute test, the gauge's perceptible movement, the largest
 * drop allowed and the purge volume. Throws EngineInputError for input the test does not allow.
 */
export function computeDomesticTest(input: DomesticTestInput): DomesticTestParameters {
  const installationVolumeM3 = requireNumberInRange(
    input.installationVolumeM3,
    'installationVolumeM3',
    { min: 0 },
  );
  const gasFamily = domesticGasFamily(input.gasType);
  const band = lookupDomesticBand(gasFamily, installationVolumeM3);
  if (band === null) {
    throw new EngineInputError({
      field: 'installationVolumeM3',
      code: 'out_of_range',
      reason: `exceeds the ${DOMESTIC_TEST.maxInstallationVolumeM3} m³ limit of IGEM/UP/1B: use the commercial calculator (IGE/UP/1A)`,
    });
  }
  const gaugeType = requireDomesticGauge(input.gaugeType);
  const testPressureMbar = resolveDomesticTestPressure(gasFamily, input.testPressureMbar);
  const bandDropMbar = isBandCriterion(input.installationType, input.appliancesConnected)
    ? band.maxDropMbar
    : null;
  return {
    standard: 'IGEM/UP/1B Edition 4',
    installationType: input.installationType,
    gasType: input.gasType,
    gasFamily,
    gaugeType,
    appliancesConnected: input.appliancesConnected,
    installationVolumeM3,
    letBy: {
      minPressureMbar: DOMESTIC_TEST.letByMinPressureMbar,
      maxPressureMbar: DOMESTIC_TEST.letByMaxPressureMbar,
      durationMin: DOMESTIC_TEST.letByDurationMin,
      maxRiseMbar: DOMESTIC_TEST.letByMaxRiseMbar,
    },
    testPressureMbar,
    isReducedTestPressure:
      gasFamily === 'Natural Gas' && testPressureMbar < DOMESTIC_TEST.naturalGasTestPressureMbar,
    stabilisationMin: resolveDomesticStabilisation(gasFamily, input.stabilisationMin),
    durationMin: DOMESTIC_TEST.testDurationMin,
    perceptibleMovementMbar: perceptibleMovementMbar(gaugeType),
    band,
    criterion: bandDropMbar === null ? 'no-perceptible-movement' : 'band',
    maxDropMbar: bandDropMbar ?? 0,
    purgeVolumeM3: computeDomesticPurgeVolumeM3(installationVolumeM3),
  };
}
