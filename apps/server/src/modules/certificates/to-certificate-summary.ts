import type { CertificateEmail, CertificateSummary } from '@pipeproof/contracts';
import { issuedTests, type CertificateRow } from './certificate-row';

/**
 * What the account page lists: no document, no images; with its sendings to customers (decision
 * 0812), which the caller reads (listCertificateEmails).
 */
export function toCertificateSummary(
  row: CertificateRow,
  emails: CertificateEmail[] = [],
): CertificateSummary {
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
    emails,
  };
}
