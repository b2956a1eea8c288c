import type { CertificateSummary, CertificateVerification } from '@pipeproof/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';
import { issuedTests, type CertificateRow } from './certificate-row';
import { toCertificateSummary } from './to-certificate-summary';

/** The user's certificates, newest first. */
export async function listCertificates(db: Db, userId: string): Promise<CertificateSummary[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(500);
  return rows.map(toCertificateSummary);
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
