import { CertificateSummarySchema, JobSchema } from '@pipeproof/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { certificates } from '../src/db/schema';
import {
  expectStatus,
  jobBody,
  send,
  signUpEngineer,
  testRecordBody,
} from './support/job-fixtures';
import { runAdminCli } from './support/run-program';
import { startTestApp, type TestApp } from './support/start-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** `npm run admin -- purge-expired-certificates` (decision 0432), with and without a server. */

const admin = (...args: string[]) => runAdminCli(testDb, ...args);

let testDb: TestDatabase;
let server: TestApp;
let serverRunning = false;

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = await startTestApp(testDb, { adminSocket: true });
  serverRunning = true;
});

afterAll(async () => {
  if (serverRunning) await server.close();
  await testDb?.dispose();
});

/** A certificate whose account has been deleted; returns its number. */
async function certificateOfDeletedAccount(): Promise<string> {
  const engineer = await signUpEngineer(server, 'basic');
  const job = JobSchema.parse(
    await expectStatus(await send(engineer.browser, 'POST', '/api/jobs', jobBody()), 201),
  );
  await expectStatus(
    await send(engineer.browser, 'POST', `/api/jobs/${job.id}/test-records`, testRecordBody()),
    201,
  );
  const { number } = CertificateSummarySchema.parse(
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId: job.id }),
      201,
    ),
  );
  const deleted = await engineer.browser.post('/api/auth/delete-user', {
    password: engineer.password,
  });
  expect(deleted.status).toBe(200);
  return number;
}

function sevenYearsAgo(): Date {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 7);
  return date;
}

async function backdate(database: Database, numbers: string[]): Promise<void> {
  await database.db
    .update(certificates)
    .set({ accountClosedAt: sevenYearsAgo() })
    .where(inArray(certificates.number, numbers));
}

async function exists(database: Database, number: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.number, number));
  return rows.length === 1;
}

const REMOVED_LINE = (count: string) =>
  new RegExp(
    `^Removed ${count} of accounts closed before \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d \\(over 6 years ago\\)\\.$`,
    'm',
  );

describe('admin CLI purge-expired-certificates', () => {
  it('while the server runs: purges the expired certificate, keeps the recent one', async () => {
    const expired = await certificateOfDeletedAccount();
    const recent = await certificateOfDeletedAccount();
    await backdate(server.database, [expired]);

    const run = await admin('purge-expired-certificates');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(REMOVED_LINE('1 certificate'));
    expect(await exists(server.database, expired)).toBe(false);
    expect(await exists(server.database, recent)).toBe(true);
    expect((await server.browser().get(`/api/verify/${expired}`)).status).toBe(404);
    expect((await server.browser().get(`/api/verify/${recent}`)).status).toBe(200);

    // The server is stopped for the next test, which opens the data directory itself.
    await backdate(server.database, [recent]);
    await server.close();
    serverRunning = false;
  });

  it('with no server running: opens the database itself; a second run finds nothing', async () => {
    const first = await admin('purge-expired-certificates');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(REMOVED_LINE('1 certificate'));

    const second = await admin('purge-expired-certificates');
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(REMOVED_LINE('0 certificates'));

    const database = await openDatabase(testDb.config);
    try {
      const [left] = await database.db.select({ id: certificates.id }).from(certificates);
      expect(left).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('refuses arguments', async () => {
    const run = await admin('purge-expired-certificates', '--years=1');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('purge-expired-certificates takes no arguments.');
  });
});
