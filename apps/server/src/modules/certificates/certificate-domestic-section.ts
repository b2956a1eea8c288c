import {
  DOMESTIC_CHECK_YOUR_COPY_NOTE,
  GAUGES,
  type CalculationOutput,
  type VerdictStatus,
} from '@pipeproof/engine';
import type { CertificateTestPart, CertificateTestSection } from './certificate-document';
import { field } from './certificate-fields';
import { formatMinutes, formatNumber, formatVolume, withUnit } from './format';

type DomesticTest = NonNullable<CalculationOutput['domesticTest']>;

export const DOMESTIC_SECTION_TITLE = 'Domestic Tightness Test';
export const NO_PERCEPTIBLE_MOVEMENT =
  'No perceptible movement (below 0.25 mbar on a water gauge / 0.2 mbar electronic)';

/** A domestic record the engine gave no test for: above 0.035 m³ (decision 0820 §8). */
export class DomesticOutOfScopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DomesticOutOfScopeError';
  }
}

function yesNo(answer: boolean | null): string {
  if (answer === null) return '—';
  return answer ? 'Yes' : 'No';
}

/** FAIL if any failed, else PENDING if any is unread, else PASS (decision 0820 §7). */
function combine(statuses: readonly VerdictStatus[]): VerdictStatus {
  if (statuses.includes('FAIL')) return 'FAIL';
  return statuses.includes('PENDING') ? 'PENDING' : 'PASS';
}

function smellStatus(smellOfGas: boolean | null): VerdictStatus {
  if (smellOfGas === null) return 'PENDING';
  return smellOfGas ? 'FAIL' : 'PASS';
}

/** standards.md §7.3: 7 to 10 mbar for 1 minute, no rise allowed. */
function letByPart(test: DomesticTest): CertificateTestPart {
  const { letBy, verdict } = test;
  return {
    title: 'Let-by Test',
    verdict: verdict.letBy.status,
    parameters: [
      field(
        'Let-by test pressure',
        `${formatNumber(letBy.minPressureMbar)} to ${formatNumber(letBy.maxPressureMbar)} mbar`,
      ),
      field('Test duration', formatMinutes(letBy.durationMin)),
      field('Maximum permitted rise', withUnit(letBy.maxRiseMbar, 'mbar')),
    ],
    readings: [field('Pressure rise', withUnit(verdict.letBy.riseMbar, 'mbar'))],
    reasons: verdict.letBy.reasons,
  };
}

function gasText(test: DomesticTest): string {
  return test.gasType === test.gasFamily ? test.gasType : `${test.gasType} (${test.gasFamily})`;
}

/** standards.md §7.4–§7.7: the pressure, the 2-minute test and its criterion. */
function tightnessPart(test: DomesticTest): CertificateTestPart {
  const { verdict } = test;
  const criterion =
    test.criterion === 'band'
      ? `${withUnit(test.maxDropMbar, 'mbar')} (installation volume up to ${formatNumber(test.band.ivUpToM3)} m³)`
      : NO_PERCEPTIBLE_MOVEMENT;
  const pressure = withUnit(test.testPressureMbar, 'mbar');
  // The smell-of-gas answer is part of this stage (standards.md §7.8): its reason is the one of the
  // engine's overall reasons that no gauge stage gave.
  const stageReasons = new Set([
    ...verdict.letBy.reasons,
    ...verdict.tightness.reasons,
    ...(verdict.retest?.reasons ?? []),
  ]);
  const smellReasons = verdict.reasons.filter((reason) => !stageReasons.has(reason));
  return {
    title: 'Tightness Test',
    verdict: combine([verdict.tightness.status, smellStatus(verdict.smellOfGas)]),
    parameters: [
      field('Gas', gasText(test)),
      field(
        'Test pressure',
        test.isReducedTestPressure ? `${pressure} (reduced below 20 mbar)` : pressure,
      ),
      field('Stabilisation', formatMinutes(test.stabilisationMin)),
      field('Test duration', formatMinutes(test.durationMin)),
      field('Appliances connected', yesNo(test.appliancesConnected)),
      field('Maximum permitted drop', criterion),
      field(
        'Gauge',
        `${GAUGES[test.gaugeType].label} (perceptible movement ${formatNumber(test.perceptibleMovementMbar)} mbar)`,
      ),
    ],
    readings: [
      field('Actual pressure drop', withUnit(verdict.tightness.dropMbar, 'mbar')),
      field('Smell of gas', yesNo(verdict.smellOfGas)),
    ],
    reasons: [...verdict.tightness.reasons, ...smellReasons],
  };
}

/** standards.md §7.8: appliances isolated, the pipework alone must show no perceptible movement. */
function retestPart(test: DomesticTest): CertificateTestPart | null {
  const { retest } = test.verdict;
  if (test.verdict.retestRequired !== true || retest === null) return null;
  return {
    title: 'Pipework-only Retest',
    verdict: retest.status,
    parameters: [
      field('Appliances', 'Isolated'),
      field('Test duration', formatMinutes(test.durationMin)),
      field(
        'Maximum permitted drop',
        `No perceptible movement (below ${formatNumber(test.perceptibleMovementMbar)} mbar on this gauge)`,
      ),
    ],
    readings: [field('Actual pressure drop', withUnit(retest.dropMbar, 'mbar'))],
    reasons: retest.reasons,
  };
}

/**
 * A domestic 'Tightness Test' record (IGEM/UP/1B Edition 4, standards.md §7; decision 0821): one
 * procedure, so one section whose verdict is the engine's, with its stages as parts and the purge
 * volume (1.5 × IV, §7.9) as a figure. Above 0.035 m³ there is no test to certify.
 */
export function domesticSection(output: CalculationOutput): Omit<CertificateTestSection, 'record'> {
  const test = output.domesticTest;
  if (!test) {
    const blocking = output.warnings.find((warning) => warning.severity === 'blocking');
    throw new DomesticOutOfScopeError(
      blocking?.message ?? 'IGEM/UP/1B does not permit this test for this installation.',
    );
  }
  const retest = retestPart(test);
  return {
    title: DOMESTIC_SECTION_TITLE,
    verdict: test.verdict.status,
    parameters: [field('Purge volume (1.5 × IV)', formatVolume(test.purgeVolumeM3))],
    readings: [],
    reasons: [],
    parts: [letByPart(test), tightnessPart(test), ...(retest ? [retest] : [])],
  };
}

/**
 * The notes a certificate prints once for the job (decision 0917): with a domestic test, the
 * engine's note that its IGEM/UP/1B Edition 4 figures are taken from public material, as the
 * /domestic page shows it (product.md /domestic: 'the certificate prints it too').
 */
export function domesticCertificateNotes(outputs: readonly CalculationOutput[]): string[] {
  return outputs.some((output) => output.calculatorType === 'domestic')
    ? [DOMESTIC_CHECK_YOUR_COPY_NOTE]
    : [];
}
