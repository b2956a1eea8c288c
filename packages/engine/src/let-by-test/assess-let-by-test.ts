import { requireNumberInRange } from '../errors';
import { LET_BY_TEST_RULES } from '../tables/commercial-let-by-durations';
import { isMissing, type Verdict } from '../verdict';

export interface LetByTestReadings {
  /** Pressure rise over the let-by test, mbar; zero or negative means no rise. */
  readonly letByPressureReading?: number | null;
}

export interface LetByTestVerdict extends Verdict {
  readonly riseMbar: number | null;
}

/** PASS when the pressure rise is at most 0 mbar (standards.md §3); PENDING without a reading. */
export function assessLetByTest(readings: LetByTestReadings): LetByTestVerdict {
  const reading = readings.letByPressureReading;
  if (isMissing(reading)) {
    return {
      status: 'PENDING',
      reasons: ['Record the pressure rise over the let-by test.'],
      riseMbar: null,
    };
  }
  const riseMbar = requireNumberInRange(reading, 'readings.letByPressureReading', {});
  // A rise is a measured reading, not a computed one: compared exactly, no tolerance.
  if (riseMbar <= LET_BY_TEST_RULES.maxRiseMbar) {
    return {
      status: 'PASS',
      reasons: [`No pressure rise (${riseMbar} mbar): the valves are not letting gas by.`],
      riseMbar,
    };
  }
  return {
    status: 'FAIL',
    reasons: [
      `Pressure rose ${riseMbar} mbar: gas is letting by. Resolve the let-by before continuing to the tightness test.`,
    ],
    riseMbar,
  };
}
