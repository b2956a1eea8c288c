import { CALCULATOR_TYPES, VERDICT_STATUSES } from '@pipeproof/engine';
import { z } from 'zod';
import { TEST_NAMES } from '../jobs/test-names';

/**
 * Certificates (decision 0430; decisions 0430–0432). The server builds a certificate from a saved job:
 * it re-runs the engine on the saved inputs and readings and never prints a number or verdict
 * the browser sent. Issued certificates are immutable and verifiable by their number.
 */

/** POST /api/certificates, and the job reference inside the product.md §3 certificate payload. */
export const IssueCertificateRequestSchema = z.object(
  {
    jobId: z.uuid({ error: 'Job id must be the id of a saved job.' }),
  },
  { error: 'Send a JSON object with the saved job’s id.' },
);
export type IssueCertificateRequest = z.infer<typeof IssueCertificateRequestSchema>;

/**
 * POST /api/pdf/generate-commercial, -industrial and -domestic take product.md §3's certificate
 * payload. Only the saved job it names is used: every other field is what the browser computed,
 * and the certificate is built from the server's own calculation instead.
 */
export const CertificatePayloadSchema = IssueCertificateRequestSchema.loose();

/** 'PP-2026-7KQ4-M9XD': year and 8 random characters (no 0/O or 1/I/L to misread). */
export const CERTIFICATE_NUMBER_PATTERN = /^PP-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const CertificateNumberSchema = z
  .string({ error: 'Certificate number is required.' })
  .trim()
  .toUpperCase()
  .regex(CERTIFICATE_NUMBER_PATTERN, {
    error: 'Certificate number must look like PP-2026-ABCD-EFGH.',
  });

const CertificateTestSchema = z.object({
  testName: z.enum(TEST_NAMES),
  testResult: z.enum(VERDICT_STATUSES),
});

/** One sending of a certificate to a customer, as the certificate lists it (decision 0812). */
export const CertificateEmailSchema = z.object({
  to: z.string(),
  /** ISO 8601: when the engineer sent it (queued in the outbox). */
  sentAt: z.string(),
  /** The outbox's state: 'pending' while it is on its way, 'failed' once given up. */
  status: z.enum(['pending', 'sent', 'failed']),
});
export type CertificateEmail = z.infer<typeof CertificateEmailSchema>;

/** An issued certificate as the account page lists it (the owner only). */
export const CertificateSummarySchema = z.object({
  number: z.string(),
  jobId: z.string().nullable(),
  calculatorType: z.enum(CALCULATOR_TYPES),
  jobNumber: z.string(),
  customerName: z.string(),
  issuedAt: z.string(),
  tests: z.array(CertificateTestSchema),
  overallResult: z.enum(VERDICT_STATUSES),
  engineVersion: z.string(),
  /** Each time it was emailed to a customer, newest first (decision 0812). */
  emails: z.array(CertificateEmailSchema),
});
export type CertificateSummary = z.infer<typeof CertificateSummarySchema>;
export const CertificateSummaryListSchema = z.array(CertificateSummarySchema);

/** GET /api/verify/:number (public): that it exists, and what it says — no customer data. */
export const CertificateVerificationSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  standard: z.string(),
  calculatorType: z.enum(CALCULATOR_TYPES),
  issuerName: z.string(),
  tests: z.array(CertificateTestSchema.extend({ recordedAt: z.string() })),
  overallResult: z.enum(VERDICT_STATUSES),
  engineVersion: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
