import type { IgeCalculatorType } from '../domain-types';

export interface StrengthTestRule {
  readonly minimumPressureMbar: number;
  readonly mopMultiplier: number;
  readonly mipMultiplier: number;
  readonly stabilisationMin: number;
  /** A longer stabilisation from a MOP threshold upwards, or null when there is none. */
  readonly highMopStabilisation: {
    readonly fromMopMbar: number;
    readonly stabilisationMin: number;
  } | null;
  readonly testDurationMin: number;
  /** PASS when drop / STP × 100 ≤ this. */
  readonly maxDropPercent: number;
}

/**
 * Table: strength test rules (new installations only).
 * Source: standards.md §4 — commercial (IGE/UP/1A): STP = max(82.5, 2.5 × MOP, 1.1 × MIP),
 * stabilisation 5 min, test 5 min; industrial (IGE/UP/1): STP = max(82.5, 1.5 × MOP,
 * 1.1 × MIP), stabilisation 5 min (10 if MOP ≥ 100 mbar), test 10 min; PASS when the drop is
 * at most 20 % of STP. These rules are single source: kept in this one table so they can be
 * revised in one place.
 */
export const STRENGTH_TEST_RULES = {
  commercial: {
    minimumPressureMbar: 82.5,
    mopMultiplier: 2.5,
    mipMultiplier: 1.1,
    stabilisationMin: 5,
    highMopStabilisation: null,
    testDurationMin: 5,
    maxDropPercent: 20,
  },
  industrial: {
    minimumPressureMbar: 82.5,
    mopMultiplier: 1.5,
    mipMultiplier: 1.1,
    stabilisationMin: 5,
    highMopStabilisation: { fromMopMbar: 100, stabilisationMin: 10 },
    testDurationMin: 10,
    maxDropPercent: 20,
  },
} as const satisfies Record<IgeCalculatorType, StrengthTestRule>;
