import type { TestName } from '@pipeproof/contracts';
import type { VerdictStatus } from '@pipeproof/engine';
import type { certificates } from '../../db/schema';
import type { StoredCertificate } from './stored-certificate';

export type CertificateRow = typeof certificates.$inferSelect;

export interface IssuedTest {
  readonly testName: TestName;
  /** As issued: the document's verdict for the test. */
  readonly testResult: VerdictStatus;
  /** ISO 8601. */
  readonly recordedAt: string;
}

/** Each test of a stored certificate with its verdict as issued, in the certificate's order. */
export function issuedTests({ document, inputs }: StoredCertificate): IssuedTest[] {
  return inputs.tests.map((test, index) => ({
    testName: test.testName,
    testResult: document.tests[index]?.verdict ?? 'PENDING',
    recordedAt: test.recordedAt,
  }));
}
