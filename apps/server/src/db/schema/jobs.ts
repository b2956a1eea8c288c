import type { CalculateResponse, JobCalculation, TestRecord } from '@pipeproof/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Saved work (product.md §10, decision 0400): a signed-in engineer's jobs and the test
 * records under each. Both go with the user (on delete cascade) and a job's records go with the
 * job; see docs/decisions/0402 for what certificates will need instead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Made by the browser: a retried POST finds the same row (unique per user). */
    clientId: uuid('client_id').notNull(),
    calculatorType: text('calculator_type').notNull(),
    jobNumber: text('job_number').notNull(),
    customerName: text('customer_name').notNull(),
    engineerName: text('engineer_name').notNull(),
    gasSafeNumber: text('gas_safe_number').notNull(),
    location: text('location').notNull(),
    calculation: jsonb('calculation').$type<JobCalculation>().notNull(),
    siteName: text('site_name'),
    sectionIdentity: text('section_identity'),
    /** Where 'Email to customer' last sent the job's certificate, or as given (decision 0812). */
    customerEmail: text('customer_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    unique('jobs_user_id_client_id_unique').on(table.userId, table.clientId),
    index('jobs_user_id_updated_at_idx').on(table.userId, table.updatedAt.desc()),
    check(
      'jobs_calculator_type_valid',
      sql`${table.calculatorType} in ('commercial', 'industrial', 'domestic')`,
    ),
  ],
);

export const testRecords = pgTable(
  'test_records',
  {
    id: uuid('id').defaultRandom().primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Made by the browser: a retried POST returns the stored record (unique per job). */
    clientId: uuid('client_id').notNull(),
    testName: text('test_name').notNull(),
    /** The engine's input exactly as the server ran it. */
    calculation: jsonb('calculation').$type<JobCalculation>().notNull(),
    actualReadings: jsonb('actual_readings').$type<TestRecord['actualReadings']>().notNull(),
    siteName: text('site_name'),
    sectionIdentity: text('section_identity'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The engine's output, computed by the server. */
    results: jsonb('results').$type<CalculateResponse>().notNull(),
    testResult: text('test_result').notNull(),
    engineVersion: text('engine_version').notNull(),
    /**
     * Whether the engineer ran the test period on the in-app timer before recording (product.md §4):
     * true, false (recorded after confirming it was timed elsewhere), or null for records from
     * before it was asked and for tests with nothing to time.
     */
    timedInApp: boolean('timed_in_app'),
    /** What the engineer did about a failed test, e.g. a let-by FAIL reported to the responsible person. */
    actionNote: text('action_note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).defaultNow().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    unique('test_records_job_id_client_id_unique').on(table.jobId, table.clientId),
    index('test_records_job_id_recorded_at_idx').on(table.jobId, table.recordedAt),
    // Mirror TEST_NAMES and VERDICT_STATUSES in @pipeproof/contracts; a new one needs a migration.
    check(
      'test_records_test_name_valid',
      sql`${table.testName} in ('Strength Test', 'Tightness Test', 'Purge', 'Let-by Test')`,
    ),
    check(
      'test_records_test_result_valid',
      sql`${table.testResult} in ('PASS', 'FAIL', 'PENDING')`,
    ),
    check(
      'test_records_location_valid',
      sql`(${table.latitude} is null and ${table.longitude} is null) or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180)`,
    ),
  ],
);
