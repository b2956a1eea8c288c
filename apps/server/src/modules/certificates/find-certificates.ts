import type { CertificateSummary, CertificateVerification } from '@pipeproof/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';
import { issuedTests, type CertificateRow } from './certificate-row';
import { listCertificateEmails } from './list-certificate-emails';
import { toCertificateSummary } from './to-certificate-summary';

/** The user's certificates, newest first, each with its sendings to customers. */
export async function listCertificates(db: Db, userId: string): Promise<CertificateSummary[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(500);
  return withEmails(db, rows);
}

/** Summaries of `rows` with their sendings to customers (decision 0812). */
export async function withEmails(
  db: Db,
  rows: readonly CertificateRow[],
): Promise<CertificateSummary[]> {
  const emails = await listCertificateEmails(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCertificateSummary(row, emails.get(row.id)));
}

/** The certificate if it exists AND belongs to the user; someone else's is as good as missing. */
export async function findOwnCertificate(
  db: Db,
  userId: string,
  number: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.number, number), eq(certificates.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Public verification: what the certificate says, with no customer or site details. */
export async function verifyCertificate(
  db: Db,
  number: string,
): Promise<CertificateVerification | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.number, number))
    .limit(1);
  if (!row) return null;
  const { document } = row.content;
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    standard: document.standard,
    calculatorType: row.calculatorType as CertificateVerification['calculatorType'],
    issuerName: document.issuer.name,
    tests: issuedTests(row.content),
    overallResult: row.overallResult as CertificateVerification['overallResult'],
    engineVersion: row.engineVersion,
  };
}
