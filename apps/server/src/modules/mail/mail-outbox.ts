import { EventEmitter } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import { firstRow, type Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';

/** A file sent with a message (decision 0812: a certificate's PDF). */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A message to send: plain text and simple HTML (en-GB), from the app's sender address. */
export interface OutgoingMail {
  /** What it is for, for logs and tests ('password-reset'); never shown to the recipient. */
  readonly kind: string;
  readonly to: string;
  readonly replyTo?: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachment?: MailAttachment | null;
}

/** A message taken from the outbox to send now. */
export interface ClaimedMail extends OutgoingMail {
  readonly id: string;
  /** This attempt's number, 1 for the first. */
  readonly attempt: number;
}

/** After this many failed attempts a message is marked 'failed' and no longer tried. */
export const MAX_MAIL_ATTEMPTS = 10;
/** The first retry waits this long; each next one twice as long, up to an hour (MAX_RETRY_MS). */
export const DEFAULT_RETRY_BASE_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wakes the mail senders of this process when a message is queued (no wait for the next poll). */
export const mailQueued = new EventEmitter();
mailQueued.setMaxListeners(0);

/**
 * Adds a message to the outbox (decision 0810). The request that asks for a mail only writes this
 * row, in its own transaction when `db` is one; the sender sends it, however slow or down the
 * SMTP server is.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachmentFilename: mail.attachment?.filename ?? null,
      attachmentContentType: mail.attachment?.contentType ?? null,
      attachmentContent: mail.attachment?.content ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail outbox did not return the new row');
  mailQueued.emit('queued');
  return row.id;
}

/**
 * Takes the next due message for this process, or null. One statement: the row is locked with
 * `for update skip locked`, so two processes never take the same one, and its next attempt is
 * moved on by the retry delay at once — a process that stops mid-send leaves it to be tried
 * again then, by any process (a message is sent at least once, and only re-sent after a crash
 * between the SMTP server's acceptance and the 'sent' mark).
 */
export async function claimDueMail(
  db: Db,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
): Promise<ClaimedMail | null> {
  const result = await db.execute(sql`
    update ${mailOutbox}
    set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => least(
          ${retryBaseMs / 1000}::double precision * power(2, least(attempts, 20)),
          ${MAX_RETRY_MS / 1000}::double precision))
    where id = (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning id, kind, "to", reply_to, subject, text, html, attempts,
      attachment_filename, attachment_content_type, attachment_content`);
  const row = firstRow(result);
  if (!row) return null;
  return {
    id: String(row.id),
    kind: String(row.kind),
    to: String(row.to),
    replyTo: row.reply_to === null ? null : String(row.reply_to),
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    attachment: attachmentOf(row),
    attempt: Number(row.attempts),
  };
}

/** The raw row's attachment: bytea is a Buffer from node-postgres, a Uint8Array from PGlite. */
function attachmentOf(row: Record<string, unknown>): MailAttachment | null {
  const content = row.attachment_content;
  if (row.attachment_filename === null || !(content instanceof Uint8Array)) return null;
  return {
    filename: String(row.attachment_filename),
    contentType: String(row.attachment_content_type),
    content: Buffer.from(content),
  };
}

/** Sent: an attachment's bytes are dropped (the outbox is no archive of customers' documents). */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, attachmentContent: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: tried again at the time the claim set, or given up after the last one. */
export async function markMailFailed(db: Db, mail: ClaimedMail, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 500),
      ...(mail.attempt >= MAX_MAIL_ATTEMPTS ? { status: 'failed' as const } : {}),
    })
    .where(eq(mailOutbox.id, mail.id));
}
