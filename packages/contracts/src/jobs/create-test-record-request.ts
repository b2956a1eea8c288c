import { z } from 'zod';
import { CalculationReadingsSchema } from '../calculation/calculate-request';
import { JobCalculationBodySchema } from './job-calculation';
import { ACTION_NOTE_MAX_CHARS } from './job-limits';
import { optionalJobText } from './job-text';
import { isStorableText } from '../text/storable-text';
import { ClientIdSchema } from './save-job-request';
import { TestNameSchema, findTestNameMismatch } from './test-name';

/** GPS position from 'Get Current Location' (product.md §2, §3 Report extras), decimal degrees. */
export const TestLocationSchema = z.object(
  {
    latitude: z
      .number({ error: 'Latitude must be a number.' })
      .min(-90, { error: 'Latitude must be from -90 to 90.' })
      .max(90, { error: 'Latitude must be from -90 to 90.' }),
    longitude: z
      .number({ error: 'Longitude must be a number.' })
      .min(-180, { error: 'Longitude must be from -180 to 180.' })
      .max(180, { error: 'Longitude must be from -180 to 180.' }),
  },
  { error: 'Location must be an object with latitude and longitude.' },
);
export type TestLocation = z.infer<typeof TestLocationSchema>;

const EARLIEST_RECORDED_AT_MS = Date.UTC(2000, 0, 1);
const LATEST_RECORDED_AT_MS = Date.UTC(3000, 0, 1);
const RECORDED_AT_RANGE_MESSAGE =
  'Recorded at must be a real date and time from the year 2000 to 2999.';

/** A device clock may be wrong, but not by centuries; and the database cannot store year 0. */
function isPlausibleRecordedAt(text: string): boolean {
  const ms = Date.parse(text);
  return ms >= EARLIEST_RECORDED_AT_MS && ms < LATEST_RECORDED_AT_MS;
}

/**
 * What the engineer did about a failed test (product.md §3, §5; decision 0414): trimmed, at most
 * ACTION_NOTE_MAX_CHARS; blank means none. Required for a failed let-by test, which the server
 * checks once it has its own verdict.
 */
export const ActionNoteSchema = z
  .string({ error: 'Action taken must be text.' })
  .trim()
  .max(ACTION_NOTE_MAX_CHARS, {
    error: `Action taken must be at most ${ACTION_NOTE_MAX_CHARS} characters.`,
  })
  .refine(isStorableText, { error: 'Action taken contains characters that cannot be stored.' })
  .nullish()
  .transform((text) => (text ? text : undefined));

/**
 * POST /api/jobs/:id/test-records body (product.md §3 Saved test record and Report extras). The server
 * runs the engine on `calculation` with `actualReadings` and stores its own results and verdict;
 * whatever the browser worked out is not sent and not trusted (architecture.md §1). `clientId` makes
 * the call idempotent: the same clientId again returns the stored record unchanged.
 */
export const CreateTestRecordRequestSchema = z
  .object({
    clientId: ClientIdSchema,
    testName: TestNameSchema,
    calculation: JobCalculationBodySchema,
    /** Ranges (drop ≥ 0, gas content 0–100 %) are the engine's: it names the field. */
    actualReadings: CalculationReadingsSchema.nullish().transform((readings) => readings ?? {}),
    siteName: optionalJobText('Site name'),
    sectionIdentity: optionalJobText('Section identity'),
    location: TestLocationSchema.nullish().transform((location) => location ?? undefined),
    /** When the test was done on site (the device's clock); the server's time when left out. */
    recordedAt: z.iso
      .datetime({ offset: true, error: 'Recorded at must be a date and time (ISO 8601).' })
      .refine(isPlausibleRecordedAt, { error: RECORDED_AT_RANGE_MESSAGE })
      .nullish()
      .transform((text) => text ?? undefined),
    /**
     * Whether the test period was timed on the app's timer (decision 0414): false when recorded
     * after 'Record Anyway'; absent or null for a test with nothing to time (a purge).
     */
    timedInApp: z
      .boolean({ error: 'Timed in app must be true or false.' })
      .nullish()
      .transform((value) => value ?? null),
    actionNote: ActionNoteSchema,
  })
  .superRefine((body, ctx) => {
    const mismatch = findTestNameMismatch(body.testName, body.calculation.project);
    if (mismatch) {
      ctx.addIssue({
        code: 'custom',
        path: ['calculation', ...mismatch.path],
        message: mismatch.message,
      });
    }
  });
export type CreateTestRecordRequestBody = z.input<typeof CreateTestRecordRequestSchema>;
export type CreateTestRecordRequest = z.output<typeof CreateTestRecordRequestSchema>;
