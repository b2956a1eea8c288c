import { EngineInputError } from '../errors';
import { TIGHTNESS_TEST_RULES } from '../tables/tightness-test-rules';
import type { NormalisedCalculation } from './normalise-calculation-input';

export interface ResolvedMop {
  readonly mopMbar: number;
  readonly isAssumed: boolean;
}

/** MOP as entered; blank in the commercial calculator → 21 mbar (standards.md §3). */
export function resolveMop(
  n: Pick<NormalisedCalculation, 'mopMbar' | 'calculatorType'>,
): ResolvedMop {
  if (n.mopMbar !== null) return { mopMbar: n.mopMbar, isAssumed: false };
  if (n.calculatorType === 'commercial') {
    return { mopMbar: TIGHTNESS_TEST_RULES.commercialDefaultMopMbar, isAssumed: true };
  }
  throw new EngineInputError({
    field: 'project.maxOperatingPressure',
    code: 'required',
    reason: 'Maximum Operating Pressure (MOP) is required for test calculations',
  });
}
