import type { TestName } from '@pipeproof/contracts';
import type { CalculationInput, ReadingsInput } from '@pipeproof/engine';
import type { CertificateIssuer } from './certificate-document';

/** What a certificate is built from (build-certificate-document.ts): a saved job and its tests. */

/** One saved test record (product.md §3): the engine's input as run, and the readings taken on site. */
export interface CertificateTestInput {
  readonly testName: TestName;
  /** Without readings: they are `readings` below. */
  readonly calculation: CalculationInput;
  readonly readings: ReadingsInput;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly siteName?: string | null;
  readonly sectionIdentity?: string | null;
  readonly location?: { readonly latitude: number; readonly longitude: number } | null;
  /** The test period was timed on the app's timer; null or absent: nothing to time, or not asked (decision 0414). */
  readonly timedInApp?: boolean | null;
  /** What the engineer did about a failed test (decision 0414). */
  readonly actionNote?: string | null;
}

export interface CertificateJobDetails {
  readonly jobNumber: string;
  readonly customerName: string;
  readonly engineerName: string;
  readonly gasSafeNumber: string;
  readonly location: string;
}

export interface CertificateSource {
  readonly number: string;
  readonly issuedAt: Date;
  readonly verifyUrl: string;
  readonly jobDetails: CertificateJobDetails;
  /** Oldest first; at least one. The records that stand (standing-records.ts). */
  readonly tests: readonly CertificateTestInput[];
  /**
   * Oldest first: earlier records of a domestic test, replaced by a later one (decision 0923).
   * Listed with their verdicts, never judged with the tests. Absent: none.
   */
  readonly replacedTests?: readonly CertificateTestInput[];
  /** The Professional engineer's company (white label); null for PipeProof's own. */
  readonly issuer: CertificateIssuer | null;
  readonly signaturePng: Buffer | null;
}

/** A saved test the engine no longer accepts (it was checked when saved, so this is rare). */
export class CertificateSourceError extends Error {
  constructor(
    message: string,
    readonly testIndex: number,
  ) {
    super(message);
    this.name = 'CertificateSourceError';
  }
}
