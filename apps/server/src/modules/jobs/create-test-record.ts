import type { CreateTestRecordRequest, TestRecord, Tier } from '@pipeproof/contracts';
import { CALCULATOR_TYPES, ENGINE_VERSION } from '@pipeproof/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs, testRecords } from '../../db/schema';
import { assertActionNote } from './assert-action-note';
import { assertCalculationAllowed } from './assert-calculation-allowed';
import { assertTestNameForCalculator } from './assert-test-name-for-calculator';
import { findJobRow } from './find-job-row';
import { runTestRecordCalculation } from './run-test-record-calculation';
import { toApiTestRecord } from './to-api-test-record';
import { toRecordCalculation } from './to-record-calculation';

export interface CreateTestRecordArgs {
  userId: string;
  tier: Tier;
  jobId: string;
  input: CreateTestRecordRequest;
}

export interface CreatedTestRecord {
  record: TestRecord;
  /** False when the job already had a record with this clientId (a retry): returned unchanged. */
  isCreated: boolean;
}

async function findByClientId(db: Db, jobId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.jobId, jobId), eq(testRecords.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * Records a test on the user's job (null when there is no such job of theirs). A clientId the
 * job already has returns that record unchanged, before any gate or calculation: a retry from
 * the device always succeeds. Otherwise: the tier gate (403), the engine on the calculation with
 * the readings (400 for input it refuses), then the server's results and verdict are stored and
 * the job's updatedAt moves on.
 */
export async function createTestRecord(
  db: Db,
  { userId, tier, jobId, input }: CreateTestRecordArgs,
): Promise<CreatedTestRecord | null> {
  const job = await findJobRow(db, userId, jobId);
  if (!job) return null;
  const existing = await findByClientId(db, job.id, input.clientId);
  if (existing) return { record: toApiTestRecord(existing), isCreated: false };

  const calculatorType = CALCULATOR_TYPES.find((type) => type === job.calculatorType);
  if (!calculatorType) throw new Error(`Job ${job.id} has an unknown calculator type.`);
  const calculation = toRecordCalculation(calculatorType, input);
  assertTestNameForCalculator(calculatorType, input.testName);
  assertCalculationAllowed(tier, calculation);
  const { results, testResult } = runTestRecordCalculation(input.testName, calculation);
  assertActionNote(input, testResult);

  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testRecords)
      .values({
        jobId: job.id,
        clientId: input.clientId,
        testName: input.testName,
        calculation,
        actualReadings: input.actualReadings,
        siteName: input.siteName ?? null,
        sectionIdentity: input.sectionIdentity ?? null,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        results,
        testResult,
        engineVersion: ENGINE_VERSION,
        timedInApp: input.timedInApp,
        actionNote: input.actionNote ?? null,
        ...(input.recordedAt === undefined ? {} : { recordedAt: new Date(input.recordedAt) }),
      })
      .onConflictDoNothing({ target: [testRecords.jobId, testRecords.clientId] })
      .returning();
    if (row)
      await tx
        .update(jobs)
        .set({ updatedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
    return row ?? null;
  });
  if (inserted) return { record: toApiTestRecord(inserted), isCreated: true };
  // A retry racing this one stored it first: answer as a retry does.
  const raced = await findByClientId(db, job.id, input.clientId);
  if (!raced) throw new Error('A test record vanished between insert and read.');
  return { record: toApiTestRecord(raced), isCreated: false };
}
