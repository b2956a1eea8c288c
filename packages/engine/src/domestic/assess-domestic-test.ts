import type { VerdictStatus } from '../domain-types';
import { requireNumberInRange } from '../errors';
import { assessLetByTest, type LetByTestVerdict } from '../let-by-test/assess-let-by-test';
import { isMissing, type Verdict } from '../verdict';
import type { DomesticTestParameters } from './compute-domestic-test';

export interface DomesticTestReadings {
  /** Pressure rise over the 1-minute let-by test, mbar; zero or negative is no rise. */
  readonly letByPressureReading?: number | null;
  /** Pressure drop over the 2-minute tightness test, mbar. */
  readonly actualPressureDrop?: number | null;
  /** Pressure drop over the pipework-only retest (appliances isolated), mbar. */
  readonly retestPressureDrop?: number | null;
  /** The answer to "is there a smell of gas?"; null until asked. */
  readonly smellOfGas?: boolean | null;
}

export interface DomesticStageVerdict extends Verdict {
  readonly dropMbar: number | null;
  /** The drop reached the gauge's perceptible movement; null until the drop is judged. */
  readonly isPerceptible: boolean | null;
}

export interface DomesticTestVerdict extends Verdict {
  readonly letBy: LetByTestVerdict;
  readonly tightness: DomesticStageVerdict;
  /**
   * A drop within the band was seen with appliances connected, so the pipework must be retested
   * alone (standards.md §7.8); null until the tightness drop is read (after a passed let-by test).
   */
  readonly retestRequired: boolean | null;
  /** The pipework-only retest; null when none is required. */
  readonly retest: DomesticStageVerdict | null;
  readonly smellOfGas: boolean | null;
}

function readDrop(value: number, field: string): number {
  return requireNumberInRange(value, field, { min: 0 });
}

function pending(reason: string): DomesticStageVerdict {
  return { status: 'PENDING', reasons: [reason], dropMbar: null, isPerceptible: null };
}

/** The main test: within the band (with a retest if the drop shows) or no perceptible movement. */
function assessTightness(
  p: DomesticTestParameters,
  reading: number | null | undefined,
): DomesticStageVerdict {
  if (isMissing(reading)) {
    return pending(`Record the pressure drop over the ${p.durationMin}-minute test.`);
  }
  const dropMbar = readDrop(reading, 'readings.actualPressureDrop');
  // Readings are compared exactly, as typed: a boundary reading belongs where the rule says.
  const isPerceptible = dropMbar >= p.perceptibleMovementMbar;
  if (!isPerceptible) {
    return {
      status: 'PASS',
      reasons: [
        `No perceptible movement: the drop of ${dropMbar} mbar is below the gauge's ${p.perceptibleMovementMbar} mbar.`,
      ],
      dropMbar,
      isPerceptible,
    };
  }
  if (p.criterion === 'no-perceptible-movement') {
    return {
      status: 'FAIL',
      reasons: [
        `The drop of ${dropMbar} mbar is perceptible (${p.perceptibleMovementMbar} mbar or more on this gauge), and this test allows no perceptible movement. Find and repair the leak, then test again.`,
      ],
      dropMbar,
      isPerceptible,
    };
  }
  if (dropMbar <= p.maxDropMbar) {
    return {
      status: 'PASS',
      reasons: [
        `The drop of ${dropMbar} mbar is within the ${p.maxDropMbar} mbar allowed with appliances connected: isolate the appliances and retest the pipework alone.`,
      ],
      dropMbar,
      isPerceptible,
    };
  }
  return {
    status: 'FAIL',
    reasons: [
      `The drop of ${dropMbar} mbar exceeds the ${p.maxDropMbar} mbar allowed for an installation volume up to ${p.band.ivUpToM3} m³. Find and repair the leak, then test again.`,
    ],
    dropMbar,
    isPerceptible,
  };
}

/** The pipework-only retest: any perceptible movement is a FAIL (standards.md §7.8). */
function assessRetest(
  p: DomesticTestParameters,
  reading: number | null | undefined,
): DomesticStageVerdict {
  if (isMissing(reading)) {
    return pending(
      `Isolate the appliances and record the pressure drop over a ${p.durationMin}-minute retest of the pipework alone.`,
    );
  }
  const dropMbar = readDrop(reading, 'readings.retestPressureDrop');
  const isPerceptible = dropMbar >= p.perceptibleMovementMbar;
  return isPerceptible
    ? {
        status: 'FAIL',
        reasons: [
          `The pipework alone dropped ${dropMbar} mbar, a perceptible movement: the leak is on the pipework. Find and repair it, then test again.`,
        ],
        dropMbar,
        isPerceptible,
      }
    : {
        status: 'PASS',
        reasons: [
          `No perceptible movement on the pipework alone (${dropMbar} mbar): the drop seen was on the appliances.`,
        ],
        dropMbar,
        isPerceptible,
      };
}

/**
 * The tightness test follows a passed let-by test (standards.md §7.3 and §3.9; product.md: the
 * page shows it only then): until then a drop or retest reading given — typed before the let-by
 * test was read, or left from before it failed — is not judged, as runTightnessOperation does for
 * the IGE tests. The device, the server's record and the certificate all read this verdict
 * (decision 0917).
 */
function notYetMade(letBy: LetByTestVerdict): DomesticStageVerdict {
  return pending(
    letBy.status === 'FAIL'
      ? 'Let-by test failed. Resolve gas leakage before continuing to tightness test.'
      : 'The let-by test must pass before the tightness test.',
  );
}

/** FAIL if any part failed; else PENDING if any part is still to be read; else PASS. */
function combine(statuses: readonly VerdictStatus[]): VerdictStatus {
  if (statuses.includes('FAIL')) return 'FAIL';
  return statuses.includes('PENDING') ? 'PENDING' : 'PASS';
}

/**
 * The verdict of a domestic tightness test (standards.md §7.3, §7.6–§7.8): the let-by test, the
 * 2-minute test once it has passed, the pipework-only retest where one is required, and the
 * smell-of-gas question, which is always asked (a smell of gas fails the test whatever the gauge
 * shows).
 */
export function assessDomesticTest(
  p: DomesticTestParameters,
  readings: DomesticTestReadings,
): DomesticTestVerdict {
  const letBy = assessLetByTest(readings);
  const tightness =
    letBy.status === 'PASS' ? assessTightness(p, readings.actualPressureDrop) : notYetMade(letBy);
  const retestRequired =
    tightness.isPerceptible === null
      ? null
      : tightness.isPerceptible && tightness.status === 'PASS';
  const retest = retestRequired === true ? assessRetest(p, readings.retestPressureDrop) : null;
  const smellOfGas = readings.smellOfGas ?? null;
  const smell: Verdict =
    smellOfGas === null
      ? {
          status: 'PENDING',
          reasons: ['Check for a smell of gas and record the answer.'],
        }
      : smellOfGas
        ? {
            status: 'FAIL',
            reasons: [
              'A smell of gas: the test fails whatever the gauge shows. Trace and repair the escape, then test again.',
            ],
          }
        : { status: 'PASS', reasons: ['No smell of gas.'] };
  const parts: Verdict[] = [letBy, tightness, ...(retest === null ? [] : [retest]), smell];
  const status = combine(parts.map((part) => part.status));
  const reasons = parts.filter((part) => part.status === status).flatMap((part) => part.reasons);
  return { status, reasons, letBy, tightness, retestRequired, retest, smellOfGas };
}
