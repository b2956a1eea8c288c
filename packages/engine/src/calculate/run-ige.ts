import { computeCompliance } from '../compliance/compute-compliance';
import { assertNever, standardFor, type VerdictStatus } from '../domain-types';
import { formatMinutesSeconds } from '../format-minutes-seconds';
import type { VolumeBreakdown } from '../installation-volume/compute-installation-volume';
import type { LargestPipe } from '../installation-volume/find-largest-pipe';
import { assessPurge } from '../purge/assess-purge';
import { computePurge } from '../purge/compute-purge';
import { cleanNumber } from '../rounding';
import { assessScope } from '../scope/assess-scope';
import type { EngineWarning } from '../scope/engine-warning';
import { assessStrengthTest } from '../strength-test/assess-strength-test';
import { computeStrengthTest } from '../strength-test/compute-strength-test';
import { ENGINE_VERSION } from '../version';
import type { CalculationOutput, SpecCalculationResult } from './calculation-output';
import type { IgeCalculation } from './normalise-calculation-input';
import { measureInstallation } from './measure-installation';
import { resolveMop } from './resolve-mop';
import { runTightnessOperation } from './run-tightness-operation';

type Tests = Pick<CalculationOutput, 'strengthTest' | 'letByTest' | 'tightnessTest' | 'purge'> & {
  readonly testResult: VerdictStatus | null;
  readonly warnings: readonly EngineWarning[];
};

const NO_TESTS: Tests = {
  strengthTest: null,
  letByTest: null,
  tightnessTest: null,
  purge: null,
  testResult: null,
  warnings: [],
};

function mopWarning(isAssumed: boolean, mopMbar: number): EngineWarning[] {
  return isAssumed
    ? [
        {
          code: 'MOP_ASSUMED',
          severity: 'info',
          message: `No MOP was entered: ${mopMbar} mbar is assumed (IGE/UP/1A).`,
        },
      ]
    : [];
}

function runOperation(n: IgeCalculation, volume: VolumeBreakdown, largest: LargestPipe): Tests {
  switch (n.operationType) {
    case 'Strength Test': {
      const mop = resolveMop(n);
      const parameters = computeStrengthTest({
        calculatorType: n.calculatorType,
        mopMbar: mop.mopMbar,
        mipMbar: n.mipMbar,
      });
      const verdict = assessStrengthTest(parameters, n.readings);
      return {
        strengthTest: { verdict, ...parameters },
        letByTest: null,
        tightnessTest: null,
        purge: null,
        testResult: verdict.status,
        warnings: mopWarning(mop.isAssumed, mop.mopMbar),
      };
    }
    case 'Tightness Test': {
      const mop = resolveMop(n);
      const operation = runTightnessOperation(n, volume.totalM3, mop.mopMbar);
      return {
        strengthTest: null,
        letByTest: operation.letByTest,
        tightnessTest: operation.tightnessTest,
        purge: null,
        testResult: operation.testResult,
        warnings: [...mopWarning(mop.isAssumed, mop.mopMbar), ...operation.warnings],
      };
    }
    case 'Purge': {
      const parameters = computePurge({
        pipeworkWithFittingsM3: cleanNumber(volume.pipeworkM3 + volume.fittingsM3),
        hoseStackM3: volume.hoseStackM3,
        meterCyclicM3: volume.meterCyclicM3,
        largestSteelEquivalentSizeMm: largest.steelEquivalentSizeMm,
        ...(n.safetyFactor === null ? {} : { safetyFactor: n.safetyFactor }),
      });
      const verdict = assessPurge(parameters, { purgeDirection: n.purgeDirection, ...n.readings });
      return {
        strengthTest: null,
        letByTest: null,
        tightnessTest: null,
        purge: { verdict, ...parameters },
        testResult: verdict.status,
        warnings: [],
      };
    }
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(n.operationType);
  }
}

function specFields(
  tests: Tests,
): Omit<SpecCalculationResult, 'totalSystemVolume' | 'largestPipeDiameter' | 'compliance'> {
  const { strengthTest: s, tightnessTest: t, purge: p } = tests;
  const durationMin = s?.testDurationMin ?? t?.durationMin ?? null;
  return {
    testPressure: s?.testPressureMbar ?? t?.testPressureMbar ?? null,
    testDuration: durationMin === null ? null : formatMinutesSeconds(durationMin * 60),
    testDurationSeconds: durationMin === null ? null : durationMin * 60,
    stabilizationTime: s?.stabilisationMin ?? t?.stabilisationMin ?? null,
    maxPressureDrop: s?.maxDropMbar ?? t?.maxDropMbar ?? null,
    maxPressureDropPercent: s?.maxDropPercent ?? null,
    minimumFlowRate: p?.minimumFlowM3h ?? null,
    requiredPurgeVolume: p?.purgeVolumeM3 ?? null,
    maximumPurgeTime: p?.maximumPurgeTime ?? null,
    purgePointBore: p?.purgePointBoreMm ?? null,
  };
}

/**
 * The commercial (IGE/UP/1A) and industrial (IGE/UP/1) calculators: the volume, the scope checks,
 * the chosen operation's figures and verdict, warnings and compliance.
 */
export function runIge(n: IgeCalculation): CalculationOutput {
  const { volume, largestPipe } = measureInstallation(n);
  const scopeWarnings = assessScope({
    calculatorType: n.calculatorType,
    installationVolumeM3: volume.totalM3,
    mopMbar: n.mopMbar,
    pipeRuns: volume.pipeRuns,
    meters: volume.meters,
  });
  // A blocking scope problem (IV > 1 m³ in IGE/UP/1A) gives no test figures at all.
  const isBlocked = scopeWarnings.some((w) => w.severity === 'blocking');
  const tests = isBlocked ? NO_TESTS : runOperation(n, volume, largestPipe);
  const { testResult, warnings: testWarnings, ...testParts } = tests;
  const warnings = [...scopeWarnings, ...testWarnings];
  const base = {
    standard: standardFor(n.calculatorType),
    operationType: n.operationType,
    gasType: n.calculatorType === 'commercial' ? ('Natural Gas' as const) : n.gasType,
    volume,
    ...testParts,
    domesticTest: null,
    testResult,
    warnings,
  };
  return {
    engineVersion: ENGINE_VERSION,
    calculatorType: n.calculatorType,
    installationType: n.installationType,
    totalSystemVolume: volume.totalM3,
    largestPipeDiameter: largestPipe.nominalSizeMm,
    largestPipe,
    ...specFields(tests),
    ...base,
    compliance: computeCompliance(base),
  };
}
