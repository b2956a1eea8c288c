import { ACTION_NOTE_MAX_CHARS, JobSchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRecords } from '../src/db/schema';
import {
  EXISTING_TIGHTNESS_CALCULATION,
  PURGE_CALCULATION,
  createJob,
  expectError,
  getJob,
  issueCertificate,
  jobBody,
  newClientId,
  recordTest,
  send,
  signUpEngineer,
  testRecordBody,
  type Engineer,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * Whether a test's duration was timed in the app, and the action taken after a failed test
 * (product.md §3, §5; decision 0414): stored as sent, given back by the API, printed on the
 * certificate; a failed let-by test cannot be recorded without its action note.
 */

const server = useTestApp();
let engineer: Engineer;

beforeAll(async () => {
  engineer = await signUpEngineer(server, 'premium');
});

const letBy = (rise: number, extra: object = {}) =>
  testRecordBody({
    testName: 'Let-by Test',
    calculation: EXISTING_TIGHTNESS_CALCULATION,
    actualReadings: { letByPressureReading: rise },
    ...extra,
  });

const post = (jobId: string, body: unknown) =>
  send(engineer.browser, 'POST', `/api/jobs/${jobId}/test-records`, body);

describe('timedInApp and actionNote on test records', () => {
  it('keeps timedInApp true, false and null, and a FAIL’s action note, through the API', async () => {
    const job = await createJob(engineer);
    const timed = await recordTest(engineer, job.id, testRecordBody({ timedInApp: true }));
    const untimed = await recordTest(engineer, job.id, testRecordBody({ timedInApp: false }));
    const purge = await recordTest(
      engineer,
      job.id,
      testRecordBody({
        testName: 'Purge',
        calculation: PURGE_CALCULATION,
        actualReadings: { actualFlowRate: 5, actualGasContent: 95 },
      }),
    );
    const failed = await recordTest(
      engineer,
      job.id,
      letBy(2, {
        timedInApp: true,
        actionNote: '  Reported to the responsible person; supply isolated.  ',
      }),
    );
    expect([timed, untimed, purge, failed].map((record) => record.timedInApp)).toEqual([
      true,
      false,
      null,
      true,
    ]);
    expect(failed).toMatchObject({
      testName: 'Let-by Test',
      testResult: 'FAIL',
      actionNote: 'Reported to the responsible person; supply isolated.',
    });
    expect(timed).not.toHaveProperty('actionNote');

    const reread = await getJob(engineer, job.id);
    expect(
      reread.testRecords.map(({ timedInApp, actionNote, testResult }) => ({
        timedInApp,
        actionNote,
        testResult,
      })),
    ).toEqual([
      { timedInApp: true, actionNote: undefined, testResult: 'PASS' },
      { timedInApp: false, actionNote: undefined, testResult: 'PASS' },
      { timedInApp: null, actionNote: undefined, testResult: 'PASS' },
      {
        timedInApp: true,
        actionNote: 'Reported to the responsible person; supply isolated.',
        testResult: 'FAIL',
      },
    ]);
    const [row] = await server.database.db
      .select({ timedInApp: testRecords.timedInApp, actionNote: testRecords.actionNote })
      .from(testRecords)
      .where(eq(testRecords.id, untimed.id));
    expect(row).toEqual({ timedInApp: false, actionNote: null });
  });

  it('prints each test’s timing and the let-by FAIL with its action on the certificate', async () => {
    const created = await send(
      engineer.browser,
      'POST',
      '/api/jobs',
      jobBody({ calculation: EXISTING_TIGHTNESS_CALCULATION }),
    );
    const job = JobSchema.parse(await created.json());
    await recordTest(
      engineer,
      job.id,
      letBy(1, {
        timedInApp: false,
        actionNote: 'Reported to the duty manager; meter valve capped.',
      }),
    );
    const certificate = await issueCertificate(engineer, job.id);
    expect(certificate).toMatchObject({
      overallResult: 'FAIL',
      tests: [{ testName: 'Let-by Test', testResult: 'FAIL' }],
    });
    const html = await (
      await send(engineer.browser, 'GET', `/api/certificates/${certificate.number}`)
    ).text();
    expect(html).toContain('verdict-fail">FAIL');
    expect(html).toContain('<dt>Duration timed in PipeProof</dt><dd>No</dd>');
    expect(html).toContain(
      '<strong>Action taken:</strong> Reported to the duty manager; meter valve capped.',
    );
  });

  it('refuses a let-by FAIL without an action note, naming the field, and stores nothing', async () => {
    const job = await createJob(engineer);
    for (const actionNote of [undefined, null, '   ']) {
      const error = await expectError(await post(job.id, letBy(0.5, { actionNote })), 400);
      expect(error).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'actionNote',
        message:
          'actionNote: Describe the action taken for a failed let-by test, e.g. reported to the responsible person.',
      });
    }
    expect((await getJob(engineer, job.id)).testRecords).toEqual([]);
  });

  it.each([
    ['a note too long', { actionNote: 'x'.repeat(ACTION_NOTE_MAX_CHARS + 1) }, 'actionNote'],
    ['a note that is not text', { actionNote: 42 }, 'actionNote'],
    ['a note with a NUL', { actionNote: 'supply\u0000isolated' }, 'actionNote'],
    ['timedInApp as text', { timedInApp: 'yes' }, 'timedInApp'],
  ])('refuses %s with 400 and the field', async (_name, extra, field) => {
    const job = await createJob(engineer);
    const error = await expectError(await post(job.id, letBy(3, extra)), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('takes a note of exactly the limit, and refuses a note on a PASS', async () => {
    const job = await createJob(engineer);
    const longest = 'y'.repeat(ACTION_NOTE_MAX_CHARS);
    const record = await recordTest(engineer, job.id, letBy(3, { actionNote: longest }));
    expect(record.actionNote).toBe(longest);
    const error = await expectError(
      await post(job.id, letBy(0, { actionNote: 'Nothing to report.' })),
      400,
    );
    expect(error).toMatchObject({
      field: 'actionNote',
      message: 'actionNote: An action note is recorded only with a failed test.',
    });
  });

  it('a retry with the same clientId returns the stored record unchanged', async () => {
    const job = await createJob(engineer);
    const body = letBy(2, { clientId: newClientId(), timedInApp: false, actionNote: 'Isolated.' });
    const first = await recordTest(engineer, job.id, body);
    const again = await recordTest(engineer, job.id, { ...body, timedInApp: true }, 200);
    expect(again).toEqual(first);
  });
});
