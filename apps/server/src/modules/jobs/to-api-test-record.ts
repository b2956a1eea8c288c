import { TestNameSchema, TestResultSchema, type TestRecord } from '@pipeproof/contracts';
import type { testRecords } from '../../db/schema';

/** A test_records row as the API gives it (optional fields left out when not set). */
export function toApiTestRecord(row: typeof testRecords.$inferSelect): TestRecord {
  return {
    id: row.id,
    clientId: row.clientId,
    testName: TestNameSchema.parse(row.testName),
    calculation: row.calculation,
    actualReadings: row.actualReadings,
    ...(row.siteName === null ? {} : { siteName: row.siteName }),
    ...(row.sectionIdentity === null ? {} : { sectionIdentity: row.sectionIdentity }),
    ...(row.latitude === null || row.longitude === null
      ? {}
      : { location: { latitude: row.latitude, longitude: row.longitude } }),
    results: row.results,
    testResult: TestResultSchema.parse(row.testResult),
    engineVersion: row.engineVersion,
    recordedAt: row.recordedAt.toISOString(),
    timedInApp: row.timedInApp,
    ...(row.actionNote === null ? {} : { actionNote: row.actionNote }),
    createdAt: row.createdAt.toISOString(),
  };
}
