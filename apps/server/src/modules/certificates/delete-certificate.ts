import { CertificateNumberSchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';

/** What the admin tool says it deleted: only what the public verification shows anyway. */
export interface DeletedCertificate {
  readonly number: string;
  readonly issuedAt: Date;
  readonly issuerName: string;
}

/**
 * Deletes one certificate on request (Terms: kept 6 years after the account closes "unless you
 * ask us to delete them sooner"; decision 0432). Whether or not its account still exists. The
 * row holds its own copy of the test records, logo and signature, so they go with it; afterwards
 * `/api/verify/<number>` answers as for a number that never existed. The number is normalised as
 * the verify route does (trimmed, upper case); a malformed one is a VALIDATION_ERROR and an
 * unknown one NOT_FOUND.
 */
export async function deleteCertificate(db: Db, number: string): Promise<DeletedCertificate> {
  const parsed = CertificateNumberSchema.safeParse(number);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid number.', {
      field: 'number',
    });
  }
  const [deleted] = await db
    .delete(certificates)
    .where(eq(certificates.number, parsed.data))
    .returning({
      number: certificates.number,
      issuedAt: certificates.issuedAt,
      content: certificates.content,
    });
  if (!deleted) throw new AppError('NOT_FOUND', `No certificate has the number ${parsed.data}.`);
  return {
    number: deleted.number,
    issuedAt: deleted.issuedAt,
    issuerName: deleted.content.document.issuer.name,
  };
}
