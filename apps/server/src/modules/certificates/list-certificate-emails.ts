import type { CertificateEmail } from '@pipeproof/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificateEmails, mailOutbox } from '../../db/schema';

/** Each certificate's sendings to customers, newest first, by certificate id (decision 0812). */
export async function listCertificateEmails(
  db: Db,
  certificateIds: readonly string[],
): Promise<Map<string, CertificateEmail[]>> {
  const byCertificate = new Map<string, CertificateEmail[]>();
  if (certificateIds.length === 0) return byCertificate;
  const rows = await db
    .select({
      certificateId: certificateEmails.certificateId,
      to: certificateEmails.to,
      sentAt: certificateEmails.sentAt,
      status: mailOutbox.status,
    })
    .from(certificateEmails)
    .leftJoin(mailOutbox, eq(mailOutbox.id, certificateEmails.mailId))
    .where(inArray(certificateEmails.certificateId, [...certificateIds]))
    .orderBy(desc(certificateEmails.sentAt));
  for (const row of rows) {
    const list = byCertificate.get(row.certificateId) ?? [];
    // A message the outbox no longer holds went long ago.
    list.push({ to: row.to, sentAt: row.sentAt.toISOString(), status: row.status ?? 'sent' });
    byCertificate.set(row.certificateId, list);
  }
  return byCertificate;
}
