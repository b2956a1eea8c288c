import {
  CERTIFICATE_EMAIL_RATE_LIMITED_MESSAGE,
  CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE,
  type EmailCertificateRequest,
  type Tier,
} from '@pipeproof/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { certificateEmails, jobs, user } from '../../db/schema';
import { enqueueMail, mailQueued } from '../mail/mail-outbox';
import type { CertificateRow } from './certificate-row';
import { certificateCustomerMail } from './certificate-customer-mail';
import { findCertificateMailSender } from './find-certificate-mail-sender';
import { renderCertificatePdf } from './render-certificate-pdf';
import { fromStoredCertificate } from './stored-certificate';

export interface EmailCertificateInput {
  readonly engineer: { id: string; email: string; tier: Tier };
  readonly certificate: CertificateRow;
  readonly request: EmailCertificateRequest;
  /** Certificate emails an account may send in any hour (CERTIFICATE_EMAIL_HOURLY_MAX). */
  readonly hourlyMax: number;
}

/** This account's certificate emails in the last hour: the log is the counter (decision 0812). */
async function sentInLastHour(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(certificateEmails)
    .where(
      and(
        eq(certificateEmails.userId, userId),
        gt(certificateEmails.sentAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.sent ?? 0;
}

function refuseWhenLimited(sent: number, hourlyMax: number): void {
  if (sent >= hourlyMax) throw new AppError('RATE_LIMITED', CERTIFICATE_EMAIL_RATE_LIMITED_MESSAGE);
}

/**
 * 'Email to customer' (decision 0812): queues the certificate's PDF to the customer in the mail
 * outbox, logs the sending on the certificate and remembers the address on the job, all in one
 * transaction. The PDF is rendered before it (the transaction holds the account's row lock and,
 * on PGlite, the one connection), and stored in the outbox row, so the mail is exactly the
 * certificate asked for however late it goes. Refused: an unverified account (403), the hourly
 * limit reached (429).
 */
export async function emailCertificate(
  db: Db,
  { engineer, certificate, request, hourlyMax }: EmailCertificateInput,
): Promise<void> {
  // A cheap first look, so a limited account does not render a PDF for nothing.
  refuseWhenLimited(await sentInLastHour(db, engineer.id), hourlyMax);
  const [sender, pdf] = await Promise.all([
    findCertificateMailSender(db, engineer),
    renderCertificatePdf(fromStoredCertificate(certificate.content)),
  ]);
  const mail = certificateCustomerMail({
    to: request.to,
    message: request.message,
    certificate: certificate.content,
    sender,
    pdf,
  });

  await db.transaction(async (tx) => {
    // The account's row, locked: two sendings at once are counted one after the other, so
    // several app processes on one PostgreSQL never let the hour's limit through twice.
    const [account] = await tx
      .select({ emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, engineer.id))
      .for('update');
    // Replies go to the engineer's address: it must be theirs.
    if (!account?.emailVerified) {
      throw new AppError('FORBIDDEN', CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE);
    }
    refuseWhenLimited(await sentInLastHour(tx, engineer.id), hourlyMax);
    const mailId = await enqueueMail(tx, mail);
    await tx
      .insert(certificateEmails)
      .values({ certificateId: certificate.id, userId: engineer.id, to: request.to, mailId });
    if (certificate.jobId) {
      // Not a change to the job's work: updatedAt (the history's order) stays as it is.
      await tx
        .update(jobs)
        .set({ customerEmail: request.to })
        .where(and(eq(jobs.id, certificate.jobId), eq(jobs.userId, engineer.id)));
    }
  });
  // enqueueMail woke this process's sender inside the transaction, before the row could be seen
  // from another connection (PostgreSQL): wake it again now that it has committed.
  mailQueued.emit('queued');
}
