import path from 'node:path';
import { CertificateSummarySchema, JobSchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminRequest } from '../src/admin/admin-socket-client';
import { AppError } from '../src/app-error';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { certificates } from '../src/db/schema';
import { deleteCertificate } from '../src/modules/certificates/delete-certificate';
import {
  JOB_DETAILS,
  expectStatus,
  jobBody,
  send,
  signUpEngineer,
  testRecordBody,
  type Engineer,
} from './support/job-fixtures';
import { runAdminCli } from './support/run-program';
import { startTestApp, type TestApp } from './support/start-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * `npm run admin -- delete-certificate <number>`: one certificate deleted on request (Terms,
 * "unless you ask us to delete them sooner"; decision 0432), with and without a server.
 */

const admin = (...args: string[]) => runAdminCli(testDb, ...args);

let testDb: TestDatabase;
let server: TestApp;
let serverRunning = false;
/** Certificates still expected to exist after every test. */
const kept: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startTestApp(testDb, { adminSocket: true });
  serverRunning = true;
});

afterAll(async () => {
  if (serverRunning) await server.close();
  await testDb?.dispose();
});

/** Issues a certificate for a new job of the engineer; returns its number. */
async function issueCertificate(engineer: Engineer): Promise<string> {
  const job = JobSchema.parse(
    await expectStatus(await send(engineer.browser, 'POST', '/api/jobs', jobBody()), 201),
  );
  await expectStatus(
    await send(engineer.browser, 'POST', `/api/jobs/${job.id}/test-records`, testRecordBody()),
    201,
  );
  return CertificateSummarySchema.parse(
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId: job.id }),
      201,
    ),
  ).number;
}

async function numbers(database: Database): Promise<string[]> {
  const rows = await database.db.select({ number: certificates.number }).from(certificates);
  return rows.map((row) => row.number).sort();
}

async function issuedAt(database: Database, number: string): Promise<Date> {
  const [row] = await database.db
    .select({ issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(eq(certificates.number, number));
  if (!row) throw new Error(`${number} not found`);
  return row.issuedAt;
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A well-formed number that no certificate has (issued numbers are random). */
const UNKNOWN_NUMBER = 'PP-2026-0000-0000';

async function verifyReply(number: string): Promise<{ status: number; body: unknown }> {
  const response = await server.browser().get(`/api/verify/${number}`);
  return { status: response.status, body: await response.json() };
}

describe('admin CLI delete-certificate', () => {
  it('while the server runs: deletes that one certificate, in any case, and keeps the others', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const target = await issueCertificate(engineer);
    kept.push(await issueCertificate(engineer));
    kept.push(await issueCertificate(await signUpEngineer(server, 'basic')));
    const before = await numbers(server.database);
    expect(before).toHaveLength(3);
    const targetIssuedAt = await issuedAt(server.database, target);

    const run = await admin('delete-certificate', `  ${target.toLowerCase()} `);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      [
        `Deleted certificate ${target}.`,
        `  Issued: ${UK_TIME.format(targetIssuedAt)}`,
        '  Issuer: PipeProof',
        '',
      ].join('\n'),
    );
    // No customer data in what is printed.
    for (const value of Object.values(JOB_DETAILS)) expect(run.stdout).not.toContain(value);

    expect(await numbers(server.database)).toEqual(before.filter((n) => n !== target).sort());
    const list = await send(engineer.browser, 'GET', '/api/certificates');
    expect(
      CertificateSummarySchema.array()
        .parse(await expectStatus(list, 200))
        .map((c) => c.number),
    ).toEqual([kept[0]]);
  });

  it('after deletion, /api/verify answers exactly as for a number that never existed', async () => {
    const [certificate] = kept;
    const engineer = await signUpEngineer(server, 'basic');
    const target = await issueCertificate(engineer);
    expect((await verifyReply(target)).status).toBe(200);

    expect((await admin('delete-certificate', target)).code).toBe(0);

    const unknown = await verifyReply(UNKNOWN_NUMBER);
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Certificate not found.' },
    });
    expect(await verifyReply(target)).toEqual(unknown);
    expect(await verifyReply(target.toLowerCase())).toEqual(unknown);
    expect((await verifyReply(certificate!)).status).toBe(200);
    // Its owner cannot print it any more either.
    expect((await send(engineer.browser, 'GET', `/api/certificates/${target}`)).status).toBe(404);
  });

  it('an unknown number: says so, exits non-zero, deletes nothing', async () => {
    const before = await numbers(server.database);
    const run = await admin('delete-certificate', UNKNOWN_NUMBER.toLowerCase());
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe(`Error: No certificate has the number ${UNKNOWN_NUMBER}.\n`);
    expect(await numbers(server.database)).toEqual(before);
  });

  it.each([
    [['delete-certificate', 'PP-2026-ABCD'], "'PP-2026-ABCD' is not a certificate number"],
    [
      ['delete-certificate', 'PP-2026-ABCD-EFGI'],
      "'PP-2026-ABCD-EFGI' is not a certificate number",
    ],
    [['delete-certificate', "x' OR '1'='1"], 'is not a certificate number'],
    [['delete-certificate'], 'delete-certificate needs one certificate number.'],
  ])('a malformed number is a usage error: %o', async (args, message) => {
    const before = await numbers(server.database);
    const run = await admin(...args);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: npm run admin -- <command>');
    expect(run.stderr).toContain('delete-certificate <number>');
    expect(await numbers(server.database)).toEqual(before);
  });

  it('the module and the socket refuse a malformed number too', async () => {
    const before = await numbers(server.database);
    const refused = await deleteCertificate(server.database.db, 'PP-2026-ABCD').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'number',
      message: 'Certificate number must look like PP-2026-ABCD-EFGH.',
    });
    if (testDb.driver === 'pglite') {
      const response = await sendAdminRequest(path.join(testDb.dataDir, 'admin.sock'), {
        command: 'delete-certificate',
        number: 'not a number',
      });
      expect(response).toEqual({
        ok: false,
        error: { code: 'VALIDATION_ERROR', message: 'Malformed admin request.' },
      });
    }
    expect(await numbers(server.database)).toEqual(before);

    // The server is stopped for the next test, which opens the database itself.
    await server.close();
    serverRunning = false;
  });

  it('with no server running: opens the database itself; a second run finds nothing', async () => {
    const [target, other] = kept;
    const first = await admin('delete-certificate', target!);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(new RegExp(`^Deleted certificate ${target}\\.\\n`));

    const second = await admin('delete-certificate', target!);
    expect(second).toMatchObject({ code: 1, stdout: '' });
    expect(second.stderr).toBe(`Error: No certificate has the number ${target}.\n`);

    const database = await openDatabase(testDb.config);
    try {
      expect(await numbers(database)).toEqual([other]);
    } finally {
      await database.close();
    }
  });
});
