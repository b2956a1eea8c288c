import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { certificates } from './certificates';
import { mailOutbox } from './mail';

/**
 * Each time an engineer emailed a certificate to a customer (decision 0812): listed with the
 * certificate on the account page, and counted for the per-account hourly limit. It goes with the
 * account (the certificate itself is kept, decision 0432) and with the certificate.
 */
export const certificateEmails = pgTable(
  'certificate_emails',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    /** The outbox message, for its state (on its way, sent, failed). */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('certificate_emails_user_id_sent_at_idx').on(table.userId, table.sentAt),
    index('certificate_emails_certificate_id_idx').on(table.certificateId),
  ],
);
