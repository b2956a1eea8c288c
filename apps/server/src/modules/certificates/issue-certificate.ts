import { createHash } from 'node:crypto';
import type { CertificateSummary, TestRecord } from '@pipeproof/contracts';
import type { CalculatorType } from '@pipeproof/engine';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';
import { getJob } from '../jobs/get-job';
import { assertJobCertifiable, notCertifiableError } from './assert-job-certifiable';
import { buildCertificateDocument } from './build-certificate-document';
import { DomesticOutOfScopeError } from './certificate-domestic-section';
import type { CertificateIssuer } from './certificate-document';
import { CertificateSourceError, type CertificateTestInput } from './certificate-source';
import { createCertificateNumber } from './certificate-number';
import { splitReplacedRecords } from './standing-records';
import type { CertificateRow } from './certificate-row';
import { toStoredCertificate } from './stored-certificate';
import { toCertificateSummary } from './to-certificate-summary';

export interface CertificateBranding {
  /** The company (Professional, white label); null prints PipeProof's own header. */
  readonly issuer: CertificateIssuer | null;
  readonly signaturePng: Buffer | null;
}

export interface IssueCertificateInput {
  readonly userId: string;
  readonly jobId: string;
  /** The app's public address, for the verification link. */
  readonly baseUrl: string;
  readonly branding: CertificateBranding;
  /** The product.md §7 routes are per calculator: the job must be of that kind. */
  readonly calculatorType?: CalculatorType;
  readonly now?: Date;
}

function toTestInput(record: TestRecord): CertificateTestInput {
  return {
    testName: record.testName,
    calculation: record.calculation,
    readings: record.actualReadings,
    recordedAt: record.recordedAt,
    siteName: record.siteName ?? null,
    sectionIdentity: record.sectionIdentity ?? null,
    location: record.location ?? null,
    timedInApp: record.timedInApp,
    actionNote: record.actionNote ?? null,
  };
}

/**
 * The same job with the same records always gives the same certificate: a re-print, not a new one.
 * The SHA-256 of the records' ids, sorted and joined with commas, so the key is 64 characters
 * however many records the job has (migration 0013 turned the keys stored before into theirs,
 * docs/decisions/0889).
 */
export function recordsKey(recordIds: readonly string[]): string {
  return createHash('sha256')
    .update([...recordIds].sort().join(','))
    .digest('hex');
}

const MAX_NUMBER_ATTEMPTS = 5;

/** The certificate already issued for exactly these records of the job, if any. */
async function findIssued(
  db: Db,
  jobId: string,
  recordsKey: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.jobId, jobId), eq(certificates.recordsKey, recordsKey)))
    .limit(1);
  return row;
}

/**
 * Issues the certificate of a saved job's test records (decision 0430), or returns the one already
 * issued for exactly these records. The engine is run again on the saved inputs: the certificate
 * prints the server's figures and verdicts, never the browser's.
 */
export async function issueCertificate(
  db: Db,
  input: IssueCertificateInput,
): Promise<{ certificate: CertificateSummary; isNew: boolean }> {
  const job = await getJob(db, input.userId, input.jobId);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found.');
  if (input.calculatorType && job.calculatorType !== input.calculatorType) {
    throw new AppError(
      'VALIDATION_ERROR',
      `jobId: this is a ${job.calculatorType} job; use /api/pdf/generate-${job.calculatorType}`,
      { field: 'jobId' },
    );
  }
  // A certificate already issued for these records is printed again as it was issued, even
  // where a rule that came later (decision 0890) would refuse it now: it exists and is public.
  const key = recordsKey(job.testRecords.map((record) => record.id));
  const existing = job.testRecords.length > 0 ? await findIssued(db, job.id, key) : undefined;
  if (existing) return { certificate: toCertificateSummary(existing), isNew: false };
  // Only what the certificate judges can bar it: a domestic record replaced by a later one is
  // listed, not judged (decision 0923).
  const records = splitReplacedRecords(job.calculatorType, job.testRecords);
  assertJobCertifiable({ calculation: job.calculation, testRecords: records.standing });
  if (job.testRecords.length === 0) {
    throw new AppError(
      'CONFLICT',
      'Record at least one completed test on this job before issuing a certificate.',
    );
  }

  const issuedAt = input.now ?? new Date();
  const tests = records.standing.map(toTestInput);
  const replacedTests = records.replaced.map(toTestInput);
  for (let attempt = 1; ; attempt += 1) {
    const number = createCertificateNumber(issuedAt);
    let document;
    try {
      document = buildCertificateDocument({
        number,
        issuedAt,
        verifyUrl: `${input.baseUrl.replace(/\/$/, '')}/verify/${number}`,
        jobDetails: job.jobDetails,
        tests,
        replacedTests,
        issuer: input.branding.issuer,
        signaturePng: input.branding.signaturePng,
      });
    } catch (error) {
      if (error instanceof CertificateSourceError) throw new AppError('CONFLICT', error.message);
      if (error instanceof DomesticOutOfScopeError) throw notCertifiableError(error.message);
      throw error;
    }
    const rows = await db
      .insert(certificates)
      .values({
        number,
        userId: input.userId,
        jobId: job.id,
        recordsKey: key,
        calculatorType: job.calculatorType,
        jobNumber: job.jobDetails.jobNumber,
        customerName: job.jobDetails.customerName,
        overallResult: document.overallVerdict,
        engineVersion: document.engineVersion,
        content: toStoredCertificate(document, {
          jobDetails: job.jobDetails,
          tests,
          ...(replacedTests.length > 0 ? { replacedTests } : {}),
        }),
        issuedAt,
      })
      .onConflictDoNothing()
      .returning();
    const [row] = rows;
    if (row) return { certificate: toCertificateSummary(row), isNew: true };
    // A clash: the same records certified by a concurrent request, or (very rarely) the number.
    const raced = await findIssued(db, job.id, key);
    if (raced) return { certificate: toCertificateSummary(raced), isNew: false };
    if (attempt >= MAX_NUMBER_ATTEMPTS) throw new Error('Could not allocate a certificate number');
  }
}
