import { VERDICT_STATUSES } from '@pipeproof/engine';
import { z } from 'zod';
import { CalculationReadingsSchema } from '../calculation/calculate-request';
import type { CalculateResponse } from '../calculation/calculate-response';
import { TestLocationSchema } from './create-test-record-request';
import { JobCalculationSchema } from './job-calculation';
import { JobDetailsSchema } from './job-details';
import { JobCalculatorTypeSchema } from './save-job-request';
import { TestNameSchema } from './test-name';

/** PASS / FAIL / PENDING: the server's verdict (product.md §4 result badge). */
export const TestResultSchema = z.enum(VERDICT_STATUSES);
export type TestResult = z.infer<typeof TestResultSchema>;

/** The engine's output (a type, not a schema: decision 0350); only checked to be an object. */
const CalculateResponseSchema = z.custom<CalculateResponse>(
  (value) => typeof value === 'object' && value !== null,
);

/** One saved test (product.md §3 Saved test record + Report extras). Immutable once stored. */
export const TestRecordSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  testName: TestNameSchema,
  /** The engine's input as run: the job's calculator type, and `readings` = actualReadings. */
  calculation: JobCalculationSchema,
  actualReadings: CalculationReadingsSchema,
  siteName: z.string().optional(),
  sectionIdentity: z.string().optional(),
  location: TestLocationSchema.optional(),
  /** The engine output the server computed from `calculation`. */
  results: CalculateResponseSchema,
  testResult: TestResultSchema,
  engineVersion: z.string(),
  /** ISO 8601: when the test was done (the device's clock), or when the server received it. */
  recordedAt: z.string(),
  /** The test period was timed on the app's timer; null: nothing to time, or recorded before it was asked (decision 0414). */
  timedInApp: z.boolean().nullable(),
  /** What the engineer did about a failed test (decision 0414). */
  actionNote: z.string().optional(),
  createdAt: z.string(),
});
export type TestRecord = z.infer<typeof TestRecordSchema>;

/** A saved job with its test records, oldest first (GET/POST/PUT /api/jobs…). */
export const JobSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  calculatorType: JobCalculatorTypeSchema,
  jobDetails: JobDetailsSchema,
  calculation: JobCalculationSchema,
  siteName: z.string().optional(),
  sectionIdentity: z.string().optional(),
  /** Where the job's certificate was last emailed, or given with the job (decision 0812). */
  customerEmail: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  testRecords: z.array(TestRecordSchema),
});
export type Job = z.infer<typeof JobSchema>;
