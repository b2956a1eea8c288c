import { type LetByTestVerdict, assessLetByTest } from '../let-by-test/assess-let-by-test';
import { computeLetByTest, type LetByTestParameters } from '../let-by-test/compute-let-by-test';
import type { EngineWarning } from '../scope/engine-warning';
import { GAUGES } from '../tables/gauges';
import {
  assessTightnessTest,
  type TightnessTestVerdict,
} from '../tightness-test/assess-tightness-test';
import { computeCommercialTightnessTest } from '../tightness-test/compute-commercial-tightness-test';
import { computeIndustrialTightnessTest } from '../tightness-test/compute-industrial-tightness-test';
import type { TightnessTestParameters } from '../tightness-test/tightness-test-parameters';
import type { VerdictStatus } from '../domain-types';
import type { IgeCalculation } from './normalise-calculation-input';
import { EngineInputError } from '../errors';

export interface TightnessOperation {
  readonly letByTest: (LetByTestParameters & { readonly verdict: LetByTestVerdict }) | null;
  readonly tightnessTest: TightnessTestParameters & { readonly verdict: TightnessTestVerdict };
  readonly testResult: VerdictStatus;
  readonly warnings: readonly EngineWarning[];
}

function required<T>(value: T | null, field: string): T {
  if (value === null)
    throw new EngineInputError({
      field,
      code: 'required',
      reason: 'is required for a tightness test',
    });
  return value;
}

function computeParameters(
  n: IgeCalculation,
  ivM3: number,
  mopMbar: number,
): TightnessTestParameters {
  const gaugeType = required(n.gaugeType, 'project.gaugeType');
  const testMedium = required(n.testMedium, 'project.testMedium');
  const common = {
    installationType: n.installationType,
    installationVolumeM3: ivM3,
    gaugeType,
    testMedium,
    mopMbar,
  };
  return n.calculatorType === 'commercial'
    ? computeCommercialTightnessTest({ roomVolumeM3: n.roomVolumeM3, ...common })
    : computeIndustrialTightnessTest({
        gasType: required(n.gasType, 'project.gasType'),
        areaType: n.areaType,
        roomVolumeM3: n.roomVolumeM3,
        ...common,
      });
}

function gaugeWarning(p: TightnessTestParameters): EngineWarning[] {
  if (!p.exceedsGaugeMaxDuration) return [];
  const gauge = GAUGES[p.gaugeType];
  const remedy =
    p.grmMbar > GAUGES.electronic01.grmMbar
      ? `use a more sensitive gauge (${GAUGES.electronic01.label}, GRM ${GAUGES.electronic01.grmMbar} mbar)`
      : 'a more sensitive gauge is needed';
  return [
    {
      code: 'GAUGE_DURATION_EXCEEDED',
      severity: 'warning',
      message: `The ${p.durationMin}-minute test is longer than the ${p.gaugeMaxDurationMin}-minute maximum for the chosen gauge (${gauge.label}, GRM ${p.grmMbar} mbar): ${remedy}.`,
    },
  ];
}

/** Let-by (existing installations) then tightness (standards.md §3). */
export function runTightnessOperation(
  n: IgeCalculation,
  ivM3: number,
  mopMbar: number,
): TightnessOperation {
  const parameters = computeParameters(n, ivM3, mopMbar);
  const warnings = gaugeWarning(parameters);
  if (n.installationType === 'new') {
    const verdict = assessTightnessTest(parameters, n.readings);
    return {
      letByTest: null,
      tightnessTest: { verdict, ...parameters },
      testResult: verdict.status,
      warnings,
    };
  }
  const letByParameters =
    n.calculatorType === 'commercial'
      ? computeLetByTest({ calculatorType: 'commercial', mopMbar, installationVolumeM3: ivM3 })
      : computeLetByTest({
          calculatorType: 'industrial',
          mopMbar,
          tightnessDurationMin: parameters.durationMin,
        });
  const letByVerdict = assessLetByTest(n.readings);
  // The tightness test follows a passed let-by test (product.md §4; decision 0302).
  const verdict: TightnessTestVerdict =
    letByVerdict.status === 'PASS'
      ? assessTightnessTest(parameters, n.readings)
      : {
          status: 'PENDING',
          reasons: [
            letByVerdict.status === 'FAIL'
              ? 'Let-by test failed. Resolve gas leakage before continuing to tightness test.'
              : 'The let-by test must pass before the tightness test.',
          ],
          dropMbar: null,
          leakRateM3h: null,
        };
  return {
    letByTest: { verdict: letByVerdict, ...letByParameters },
    tightnessTest: { verdict, ...parameters },
    testResult: letByVerdict.status === 'FAIL' ? 'FAIL' : verdict.status,
    warnings,
  };
}
