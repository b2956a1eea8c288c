import type { CertificateSummary } from '@pipeproof/contracts';
import { issuedTests, type CertificateRow } from './certificate-row';

/** What the account page lists: no document, no images. */
export function toCertificateSummary(row: CertificateRow): CertificateSummary {
  return {
    number: row.number,
    jobId: row.jobId,
    calculatorType: row.calculatorType as CertificateSummary['calculatorType'],
    jobNumber: row.jobNumber,
    customerName: row.customerName,
    issuedAt: row.issuedAt.toISOString(),
    tests: issuedTests(row.content).map(({ testName, testResult }) => ({ testName, testResult })),
    overallResult: row.overallResult as CertificateSummary['overallResult'],
    engineVersion: row.engineVersion,
  };
}
