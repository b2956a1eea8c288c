import type { CertificateSummary } from '@pipeproof/contracts';
import type { certificates } from '../../db/schema';

type CertificateRow = typeof certificates.$inferSelect;

/** What the account page lists: no document, no images. */
export function toCertificateSummary(row: CertificateRow): CertificateSummary {
  const { document, inputs } = row.content;
  return {
    number: row.number,
    jobId: row.jobId,
    calculatorType: row.calculatorType as CertificateSummary['calculatorType'],
    jobNumber: row.jobNumber,
    customerName: row.customerName,
    issuedAt: row.issuedAt.toISOString(),
    tests: inputs.tests.map((test, index) => ({
      testName: test.testName,
      testResult: document.tests[index]?.verdict ?? 'PENDING',
    })),
    overallResult: row.overallResult as CertificateSummary['overallResult'],
    engineVersion: row.engineVersion,
  };
}
