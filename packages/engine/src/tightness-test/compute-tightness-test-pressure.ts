import { requireNumberInRange } from '../errors';
import { INPUT_LIMITS } from '../tables/scope-limits';
import { TIGHTNESS_TEST_RULES } from '../tables/tightness-test-rules';

/** TP = max(MOP, 20) mbar (standards.md §3). */
export function computeTightnessTestPressure(mopMbar: number): number {
  requireNumberInRange(mopMbar, 'project.maxOperatingPressure', {
    min: 0,
    minExclusive: true,
    max: INPUT_LIMITS.maxOperatingPressureMbar,
  });
  return Math.max(mopMbar, TIGHTNESS_TEST_RULES.minimumTestPressureMbar);
}
