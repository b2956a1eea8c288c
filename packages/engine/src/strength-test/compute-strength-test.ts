import { standardFor, type IgeCalculatorType, type Standard } from '../domain-types';
import { requireNumberInRange } from '../errors';
import { cleanNumber, roundMaxDropMbar } from '../rounding';
import { INPUT_LIMITS } from '../tables/scope-limits';
import { STRENGTH_TEST_RULES } from '../tables/strength-test-rules';

export interface StrengthTestInput {
  readonly calculatorType: IgeCalculatorType;
  readonly mopMbar: number;
  /** Maximum incidental pressure, mbar; absent when not given. */
  readonly mipMbar?: number | null;
}

export interface StrengthTestParameters {
  readonly standard: Standard;
  /** STP, mbar. */
  readonly testPressureMbar: number;
  /** Which term of max(minimum, k × MOP, 1.1 × MIP) gives the STP. */
  readonly governedBy: 'minimum' | 'MOP' | 'MIP';
  readonly stabilisationMin: number;
  readonly testDurationMin: number;
  readonly maxDropPercent: number;
  /** maxDropPercent of STP, rounded down to 0.01 mbar. */
  readonly maxDropMbar: number;
  /** The rule in words, with the numbers used. */
  readonly formula: string;
}

/** Strength test parameters (standards.md §4; new installations only — the caller checks). */
export function computeStrengthTest(input: StrengthTestInput): StrengthTestParameters {
  const rule = STRENGTH_TEST_RULES[input.calculatorType];
  const mopMbar = requireNumberInRange(input.mopMbar, 'project.maxOperatingPressure', {
    min: 0,
    minExclusive: true,
    max: INPUT_LIMITS.maxOperatingPressureMbar,
  });
  const mipMbar =
    input.mipMbar === null || input.mipMbar === undefined
      ? null
      : requireNumberInRange(input.mipMbar, 'project.maxIncidentalPressure', { min: 0 });

  const fromMop = cleanNumber(rule.mopMultiplier * mopMbar);
  const fromMip = mipMbar === null ? null : cleanNumber(rule.mipMultiplier * mipMbar);
  let testPressureMbar: number = rule.minimumPressureMbar;
  let governedBy: StrengthTestParameters['governedBy'] = 'minimum';
  if (fromMop > testPressureMbar) [testPressureMbar, governedBy] = [fromMop, 'MOP'];
  if (fromMip !== null && fromMip > testPressureMbar)
    [testPressureMbar, governedBy] = [fromMip, 'MIP'];

  const high = rule.highMopStabilisation;
  const stabilisationMin =
    high !== null && mopMbar >= high.fromMopMbar ? high.stabilisationMin : rule.stabilisationMin;
  const mipTerm =
    fromMip === null ? '' : `, ${rule.mipMultiplier} × MIP ${String(mipMbar)} = ${fromMip}`;
  return {
    standard: standardFor(input.calculatorType),
    testPressureMbar,
    governedBy,
    stabilisationMin,
    testDurationMin: rule.testDurationMin,
    maxDropPercent: rule.maxDropPercent,
    maxDropMbar: roundMaxDropMbar((testPressureMbar * rule.maxDropPercent) / 100),
    formula: `STP = max(${rule.minimumPressureMbar}, ${rule.mopMultiplier} × MOP ${mopMbar} = ${fromMop}${mipTerm}) = ${testPressureMbar} mbar`,
  };
}
