import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea as a Buffer: node-postgres reads it as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Mail waiting to be sent, and mail sent (decision 0810). A request only adds a row; the mail
 * sender (modules/mail) sends due rows one at a time under a row lock (`for update skip locked`),
 * so several app processes never send the same message, and a row survives a restart until it is
 * sent. A failed send is tried again later (`nextAttemptAt`, growing back-off) until MAX_ATTEMPTS.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is for ('password-reset', …): logs and tests, never the recipient. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * One attached file, made when the mail was queued (decision 0812: a certificate's PDF), so
     * the sender sends exactly what was asked for. The bytes are cleared once sent.
     */
    attachmentFilename: text('attachment_filename'),
    attachmentContentType: text('attachment_content_type'),
    attachmentContent: bytea('attachment_content'),
    /** 'pending' until sent ('sent') or given up after the last attempt ('failed'). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last sending error, for the operator; no message content. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
