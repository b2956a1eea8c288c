import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';
import type { CertificateRow } from '../certificates/certificate-row';
import { afterKeyset, keysetPages, keysetTime } from './keyset-pages';

/** Few per query: each holds its document, its inputs and its images (base64 PNG). */
const CERTIFICATES_PER_PAGE = 10;

/** The certificates the user issued, oldest first, a page at a time. */
export async function* listCertificatePages(
  db: Db,
  userId: string,
): AsyncGenerator<CertificateRow[]> {
  const pages = keysetPages(CERTIFICATES_PER_PAGE, (after, limit) =>
    db
      .select({
        certificate: certificates,
        keyset: { at: keysetTime(certificates.issuedAt), id: certificates.id },
      })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, userId),
          afterKeyset(certificates.issuedAt, certificates.id, after),
        ),
      )
      .orderBy(asc(certificates.issuedAt), asc(certificates.id))
      .limit(limit),
  );
  for await (const page of pages) yield page.map(({ certificate }) => certificate);
}
