import { assertNever, standardFor, type Standard } from '../domain-types';
import { EngineInputError, requireNumberInRange } from '../errors';
import { cleanNumber, isAtMost } from '../rounding';
import {
  COMMERCIAL_LET_BY_DURATION_TABLE,
  LET_BY_TEST_RULES,
} from '../tables/commercial-let-by-durations';
import { INPUT_LIMITS } from '../tables/scope-limits';

export type LetByTestInput =
  | {
      readonly calculatorType: 'commercial';
      readonly mopMbar: number;
      readonly installationVolumeM3: number;
    }
  | {
      readonly calculatorType: 'industrial';
      readonly mopMbar: number;
      /** The industrial let-by test lasts the tightness test duration (standards.md §3). */
      readonly tightnessDurationMin: number;
    };

export interface LetByTestParameters {
  readonly standard: Standard;
  /** 50 % of MOP, mbar. */
  readonly testPressureMbar: number;
  readonly durationMin: number;
  /** How the duration was found, in words. */
  readonly durationBasis: string;
  /** PASS when the pressure rise is at most this (0 mbar). */
  readonly maxRiseMbar: number;
}

function lookupCommercialDuration(installationVolumeM3: number): {
  durationMin: number;
  ivUpToM3: number;
} {
  const row = COMMERCIAL_LET_BY_DURATION_TABLE.find((r) =>
    isAtMost(installationVolumeM3, r.ivUpToM3),
  );
  if (row === undefined) {
    throw new EngineInputError({
      field: 'installationVolumeM3',
      code: 'out_of_range',
      reason: 'exceeds the 1 m³ limit of IGE/UP/1A: use the industrial calculator (IGE/UP/1)',
    });
  }
  return row;
}

/** Let-by test for existing installations, before the tightness test (standards.md §3). */
export function computeLetByTest(input: LetByTestInput): LetByTestParameters {
  const mopMbar = requireNumberInRange(input.mopMbar, 'project.maxOperatingPressure', {
    min: 0,
    minExclusive: true,
    max: INPUT_LIMITS.maxOperatingPressureMbar,
  });
  const testPressureMbar = cleanNumber(mopMbar * LET_BY_TEST_RULES.pressureFractionOfMop);
  const common = {
    standard: standardFor(input.calculatorType),
    testPressureMbar,
    maxRiseMbar: LET_BY_TEST_RULES.maxRiseMbar,
  };
  switch (input.calculatorType) {
    case 'commercial': {
      const ivM3 = requireNumberInRange(input.installationVolumeM3, 'installationVolumeM3', {
        min: 0,
      });
      const row = lookupCommercialDuration(ivM3);
      return {
        durationMin: row.durationMin,
        durationBasis: `IGE/UP/1A let-by table: installation volume up to ${row.ivUpToM3} m³`,
        ...common,
      };
    }
    case 'industrial':
      return {
        durationMin: requireNumberInRange(input.tightnessDurationMin, 'tightnessDurationMin', {
          min: 0,
        }),
        durationBasis: 'IGE/UP/1: the let-by test lasts the tightness test duration',
        ...common,
      };
    /* v8 ignore next -- exhaustive switch: only a value outside the union (a type error) gets here */
    default:
      return assertNever(input);
  }
}
