import {
  assertNever,
  calculate,
  ENGINE_VERSION,
  type CalculationOutput,
  type CalculatorType,
  type VerdictStatus,
} from '@pipeproof/engine';
import type {
  CertificateDocument,
  CertificateIssuer,
  CertificateReplacedRecord,
  CertificateTestSection,
} from './certificate-document';
import { domesticCertificateNotes } from './certificate-domestic-section';
import { field } from './certificate-fields';
import { installationFields } from './certificate-installation';
import { pipeworkGroups } from './certificate-pipework';
import {
  CertificateSourceError,
  type CertificateSource,
  type CertificateTestInput,
} from './certificate-source';
import { testSection } from './certificate-test-sections';
import { PIPEPROOF_PRIMARY_COLOR, PIPEPROOF_SECONDARY_COLOR } from './certificate-theme';
import { formatDateTime } from './format';

export const PIPEPROOF_ISSUER: CertificateIssuer = {
  name: 'PipeProof',
  details: ['Gas pipework testing and purging to IGE/UP/1 and IGE/UP/1A'],
  footer:
    'Issued with PipeProof. The figures are calculated from the inputs recorded above; the engineer named is responsible for the test.',
  primaryColor: PIPEPROOF_PRIMARY_COLOR,
  secondaryColor: PIPEPROOF_SECONDARY_COLOR,
  logoPng: null,
};

function runEngine(test: CertificateTestInput, index: number): CalculationOutput {
  const result = calculate({ ...test.calculation, readings: test.readings });
  if (!result.ok) {
    const issue = result.errors[0];
    throw new CertificateSourceError(
      `Saved test ${index + 1} (${test.testName}) can no longer be calculated: ${issue?.field ?? 'input'} ${issue?.reason ?? 'is invalid'}.`,
      index,
    );
  }
  return result.output;
}

/** PipeProof's own header, naming the standard the certificate's calculator works to. */
function pipeproofIssuer(calculatorType: CalculatorType): CertificateIssuer {
  return calculatorType === 'domestic'
    ? { ...PIPEPROOF_ISSUER, details: ['Domestic gas tightness testing to IGEM/UP/1B'] }
    : PIPEPROOF_ISSUER;
}

/** Every calculator has its certificate's title: a new one fails to compile until it has one. */
function certificateTitle(calculatorType: CalculatorType): string {
  switch (calculatorType) {
    case 'commercial':
      return 'Commercial Gas Installation Test Certificate';
    case 'industrial':
      return 'Industrial Gas Installation Test Certificate';
    case 'domestic':
      return 'Domestic Gas Tightness Test Certificate';
    default:
      return assertNever(calculatorType);
  }
}

function overallVerdict(sections: readonly CertificateTestSection[]): VerdictStatus {
  if (sections.some((section) => section.verdict === 'FAIL')) return 'FAIL';
  if (sections.some((section) => section.verdict === 'PENDING')) return 'PENDING';
  return 'PASS';
}

/**
 * An earlier record replaced by a later one (decision 0923), with the engine's verdict for it now,
 * as the tests' are. `index` is its place among the job's records, oldest first.
 */
function replacedRecord(test: CertificateTestInput, index: number): CertificateReplacedRecord {
  return {
    recordedAt: formatDateTime(new Date(test.recordedAt)),
    verdict: runEngine(test, index).testResult,
    actionNote: test.actionNote ?? null,
  };
}

/**
 * The certificate for a job's saved tests, worked out again by the engine from the saved inputs
 * and readings: nothing the browser computed is printed (decision 0430, architecture.md §1).
 */
export function buildCertificateDocument(source: CertificateSource): CertificateDocument {
  const [first] = source.tests;
  if (!first) throw new CertificateSourceError('A certificate needs at least one saved test.', 0);
  const replaced = source.replacedTests ?? [];
  // Numbered as the job holds them, oldest first: the replaced records come before the rest.
  const outputs = source.tests.map((test, index) => runEngine(test, replaced.length + index));
  const firstOutput = outputs[0] as CalculationOutput;
  const tests = source.tests.map((test, index) =>
    testSection(test, outputs[index] as CalculationOutput, source.issuer !== null),
  );
  const replacedRecords = replaced.map(replacedRecord);
  const { jobDetails } = source;
  return {
    title: certificateTitle(firstOutput.calculatorType),
    standard: firstOutput.standard,
    number: source.number,
    issuedAt: formatDateTime(source.issuedAt),
    verifyUrl: source.verifyUrl,
    issuer: source.issuer ?? pipeproofIssuer(firstOutput.calculatorType),
    job: [
      field('Job number', jobDetails.jobNumber),
      field('Customer', jobDetails.customerName),
      field('Site address', jobDetails.location),
    ],
    installation: installationFields(first.calculation, firstOutput),
    pipework: pipeworkGroups(source.tests, outputs),
    tests,
    overallVerdict: overallVerdict(tests),
    ...(replacedRecords.length > 0 ? { replacedRecords } : {}),
    notes: domesticCertificateNotes(outputs),
    signature: {
      engineerName: jobDetails.engineerName,
      gasSafeNumber: jobDetails.gasSafeNumber,
      signaturePng: source.signaturePng,
    },
    engineVersion: ENGINE_VERSION,
  };
}
