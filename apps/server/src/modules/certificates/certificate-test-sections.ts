import { assertNever, GAUGES, type CalculationOutput } from '@pipeproof/engine';
import type { CertificateTestSection } from './certificate-document';
import { domesticSection } from './certificate-domestic-section';
import { field, present } from './certificate-fields';
import type { CertificateTestInput } from './certificate-source';
import {
  formatDateTime,
  formatMinutes,
  formatNumber,
  formatPosition,
  formatVolume,
  withUnit,
} from './format';

/** A test's section without its record (date, site, section, GPS), which every test has alike. */
type SectionBody = Omit<CertificateTestSection, 'record'>;

/**
 * product.md §10 Certificates: whether the test period was observed on the app's timer. A
 * white-labelled certificate never names PipeProof (decision 0414).
 */
export const DURATION_TIMED_LABEL = 'Duration timed in PipeProof';
export const DURATION_TIMED_WHITE_LABEL = 'Duration timed in app';
export const ACTION_TAKEN_LABEL = 'Action taken';

const DIRECTION_LABELS = { 'air-to-gas': 'Air to gas', 'gas-to-air': 'Gas to air' };

function strengthSection(output: CalculationOutput): SectionBody {
  const test = output.strengthTest;
  if (!test) throw new Error('A strength test record has no strength test output');
  return {
    title: 'Strength Test',
    verdict: test.verdict.status,
    parameters: [
      field('Strength test pressure (STP)', withUnit(test.testPressureMbar, 'mbar')),
      field('Stabilisation', formatMinutes(test.stabilisationMin)),
      field('Test duration', formatMinutes(test.testDurationMin)),
      // The results card's words, so the certificate reads as the results did.
      field(
        'Maximum pressure drop',
        `${withUnit(test.maxDropMbar, 'mbar')} (${formatNumber(test.maxDropPercent)} % of STP)`,
      ),
    ],
    readings: [
      field('Actual pressure drop', withUnit(test.verdict.dropMbar, 'mbar')),
      field('Drop as % of STP', withUnit(test.verdict.dropPercent, '%')),
    ],
    reasons: test.verdict.reasons,
  };
}

function letBySection(output: CalculationOutput): SectionBody {
  const test = output.letByTest;
  if (!test) throw new Error('A let-by test record has no let-by test output');
  return {
    title: 'Let-by Test',
    verdict: test.verdict.status,
    parameters: [
      field('Let-by test pressure', withUnit(test.testPressureMbar, 'mbar')),
      field('Test duration', formatMinutes(test.durationMin)),
      field('Maximum permitted rise', withUnit(test.maxRiseMbar, 'mbar')),
    ],
    readings: [field('Pressure rise', withUnit(test.verdict.riseMbar, 'mbar'))],
    reasons: test.verdict.reasons,
  };
}

function tightnessSection(output: CalculationOutput): SectionBody {
  const test = output.tightnessTest;
  if (!test) throw new Error('A tightness test record has no tightness test output');
  return {
    title: 'Tightness Test',
    verdict: test.verdict.status,
    parameters: present([
      field('Tightness test pressure (TP)', withUnit(test.testPressureMbar, 'mbar')),
      field('Stabilisation', formatMinutes(test.stabilisationMin)),
      field('Test duration (TTD)', formatMinutes(test.durationMin)),
      // An existing installation's limit is IGE/UP/1A's MAPD (standards.md §3.7): named so.
      field(
        test.maxDropBasis.kind === 'MAPD'
          ? 'Maximum allowable drop (MAPD)'
          : 'Maximum permitted drop',
        withUnit(test.maxDropMbar, 'mbar'),
      ),
      test.mplrM3h === null
        ? null
        : field('Maximum permitted leak rate', withUnit(test.mplrM3h, 'm³/h')),
      field('Gauge', `${GAUGES[test.gaugeType].label} (GRM ${formatNumber(test.grmMbar)} mbar)`),
    ]),
    readings: present([
      field('Actual pressure drop', withUnit(test.verdict.dropMbar, 'mbar')),
      test.verdict.leakRateM3h === null
        ? null
        : field('Leak rate', withUnit(test.verdict.leakRateM3h, 'm³/h')),
    ]),
    reasons: test.verdict.reasons,
  };
}

function purgeSection(test: CertificateTestInput, output: CalculationOutput): SectionBody {
  const purge = output.purge;
  if (!purge) throw new Error('A purge record has no purge output');
  const direction = test.calculation.project.purgeDirection;
  return {
    title: 'Purge',
    verdict: purge.verdict.status,
    parameters: present([
      direction ? field('Purge direction', DIRECTION_LABELS[direction]) : null,
      field('Purge volume', formatVolume(purge.purgeVolumeM3)),
      field('Minimum purge flow rate', withUnit(purge.minimumFlowM3h, 'm³/h')),
      field('Maximum purge time', purge.maximumPurgeTime),
      field('Purge point bore', withUnit(purge.purgePointBoreMm, 'mm')),
      field('Safety factor', formatNumber(purge.safetyFactor)),
    ]),
    readings: [
      field('Actual flow rate', withUnit(test.readings.actualFlowRate, 'm³/h')),
      field('Gas content at purge point', withUnit(test.readings.actualGasContent, '%')),
    ],
    reasons: purge.verdict.reasons,
  };
}

/** Every kind of test has its own section: a new kind fails to compile until it has one. */
function sectionBody(test: CertificateTestInput, output: CalculationOutput): SectionBody {
  switch (test.testName) {
    case 'Strength Test':
      return strengthSection(output);
    case 'Let-by Test':
      return letBySection(output);
    case 'Tightness Test':
      // The domestic test is one procedure with its own stages (decision 0821).
      return output.calculatorType === 'domestic'
        ? domesticSection(output)
        : tightnessSection(output);
    case 'Purge':
      return purgeSection(test, output);
    default:
      return assertNever(test.testName);
  }
}

/** One saved test as the certificate shows it, from the engine's output for it. */
export function testSection(
  test: CertificateTestInput,
  output: CalculationOutput,
  isWhiteLabel = false,
): CertificateTestSection {
  const timedLabel = isWhiteLabel ? DURATION_TIMED_WHITE_LABEL : DURATION_TIMED_LABEL;
  const record = present([
    field('Date and time', formatDateTime(new Date(test.recordedAt))),
    // Said only where the app asked (decision 0414): never for a purge or an older record.
    test.timedInApp === true || test.timedInApp === false
      ? field(timedLabel, test.timedInApp ? 'Yes' : 'No')
      : null,
    test.siteName ? field('Site name', test.siteName) : null,
    test.sectionIdentity ? field('Section', test.sectionIdentity) : null,
    test.location ? field('GPS location', formatPosition(test.location)) : null,
  ]);
  return { ...sectionBody(test, output), record, actionNote: test.actionNote ?? null };
}
