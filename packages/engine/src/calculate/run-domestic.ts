import { assessDomesticTest } from '../domestic/assess-domestic-test';
import { computeDomesticTest } from '../domestic/compute-domestic-test';
import { computeDomesticCompliance } from '../domestic/domestic-compliance';
import { formatMinutesSeconds } from '../format-minutes-seconds';
import { isAtMost } from '../rounding';
import type { EngineWarning } from '../scope/engine-warning';
import { DOMESTIC_TEST } from '../tables/domestic-permissible-drops';
import { ENGINE_VERSION } from '../version';
import type { CalculationOutput } from './calculation-output';
import { measureInstallation } from './measure-installation';
import type { NormalisedCalculation } from './normalise-calculation-input';

function required<T>(value: T | null): T {
  /* v8 ignore next -- checkOperationRequirements has refused the input before */
  if (value === null) throw new TypeError('a domestic input was not checked');
  return value;
}

/**
 * The domestic calculator (IGEM/UP/1B Edition 4, standards.md §7): the installation volume, then
 * — when it is within 0.035 m³ — the one test procedure with its verdict from the readings. Above
 * 0.035 m³ the answer is the volume and a blocking warning pointing to the commercial calculator.
 */
export function runDomestic(n: NormalisedCalculation): CalculationOutput {
  const { volume, largestPipe } = measureInstallation(n);
  const gasType = required(n.gasType);
  const iv = volume.totalM3;
  const isInScope = isAtMost(iv, DOMESTIC_TEST.maxInstallationVolumeM3);
  const warnings: EngineWarning[] = isInScope
    ? []
    : [
        {
          code: 'DOMESTIC_VOLUME_EXCEEDED',
          severity: 'blocking',
          message: `IGEM/UP/1B does not permit this test: the installation volume of ${iv} m³ exceeds its 0.035 m³ limit. Use the Commercial Calculator (IGE/UP/1A) with the same pipework.`,
        },
      ];
  const parameters = isInScope
    ? computeDomesticTest({
        installationType: n.installationType,
        gasType,
        gaugeType: required(n.gaugeType),
        appliancesConnected: required(n.appliancesConnected),
        installationVolumeM3: iv,
        testPressureMbar: n.testPressureMbar,
        stabilisationMin: n.stabilisationMin,
      })
    : null;
  const domesticTest =
    parameters === null
      ? null
      : { verdict: assessDomesticTest(parameters, n.readings), ...parameters };
  const seconds = domesticTest === null ? null : domesticTest.durationMin * 60;
  return {
    engineVersion: ENGINE_VERSION,
    standard: 'IGEM/UP/1B Edition 4',
    calculatorType: 'domestic',
    installationType: n.installationType,
    operationType: n.operationType,
    gasType,
    volume,
    totalSystemVolume: iv,
    largestPipeDiameter: largestPipe.nominalSizeMm,
    largestPipe,
    testPressure: domesticTest?.testPressureMbar ?? null,
    testDuration: seconds === null ? null : formatMinutesSeconds(seconds),
    testDurationSeconds: seconds,
    stabilizationTime: domesticTest?.stabilisationMin ?? null,
    maxPressureDrop: domesticTest?.maxDropMbar ?? null,
    maxPressureDropPercent: null,
    minimumFlowRate: null,
    requiredPurgeVolume: domesticTest?.purgeVolumeM3 ?? null,
    maximumPurgeTime: null,
    purgePointBore: null,
    strengthTest: null,
    letByTest: null,
    tightnessTest: null,
    purge: null,
    domesticTest,
    testResult: domesticTest?.verdict.status ?? null,
    warnings,
    compliance: computeDomesticCompliance({ gasType, volume, domesticTest, warnings }),
  };
}
