import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { StoredCertificate } from '../../modules/certificates/stored-certificate';
import { user } from './auth';
import { jobs } from './jobs';

/**
 * Issued certificates (decision 0430; decision 0430). Immutable once written, and self-contained: the
 * document as issued, the inputs it was calculated from, and the images it printed. They outlive
 * the job (job_id set null) and the account (user_id set null): the Privacy Policy keeps issued
 * certificates for 6 years after an account closes (decision 0150), then purges them (0432).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    /** 'PP-2026-7KQ4-M9XD': public, in the verification link. */
    number: text('number').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /**
     * The test records certified: SHA-256 of their sorted ids (issue-certificate.ts). The same job
     * and records give the same certificate.
     */
    recordsKey: text('records_key').notNull(),
    calculatorType: text('calculator_type').notNull(),
    jobNumber: text('job_number').notNull(),
    customerName: text('customer_name').notNull(),
    overallResult: text('overall_result').notNull(),
    engineVersion: text('engine_version').notNull(),
    content: jsonb('content').$type<StoredCertificate>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * When the account that issued it was deleted (decision 0432): set during account deletion,
     * while user_id is still there. Six calendar years later, with user_id null, it is purged.
     */
    accountClosedAt: timestamp('account_closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('certificates_number_unique').on(table.number),
    unique('certificates_job_id_records_key_unique').on(table.jobId, table.recordsKey),
    index('certificates_user_id_issued_at_idx').on(table.userId, table.issuedAt.desc()),
    // The daily purge looks only at certificates whose account has gone.
    index('certificates_account_closed_at_idx')
      .on(table.accountClosedAt)
      .where(sql`${table.userId} is null`),
    check(
      'certificates_calculator_type_valid',
      sql`${table.calculatorType} in ('commercial', 'industrial', 'domestic')`,
    ),
    check(
      'certificates_overall_result_valid',
      sql`${table.overallResult} in ('PASS', 'FAIL', 'PENDING')`,
    ),
  ],
);
