import { JobSummaryListSchema, UserSchema } from '@pipeproof/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/auth/session-lookup-cache';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { certificates, scheduledJobRuns } from '../src/db/schema';
import { JOB_LIST_CACHE_TTL_MS } from '../src/modules/jobs/job-list-cache';
import { CERTIFICATE_PURGE_JOB } from '../src/modules/certificates/purge-schedule';
import { setUserTier } from '../src/modules/users/set-user-tier';
import type { Browser } from './support/browser';
import {
  createJob,
  issueCertificate,
  jobBody,
  recordTest,
  type Engineer,
} from './support/job-fixtures';
import type { LogEntry } from './support/log-capture';
import { startServerProcess, type ServerProcess } from './support/start-server-process';
import { TEST_AUTH_SECRET } from './support/start-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Two PipeProof server processes on one PostgreSQL database behave as one service (decisions
 * 0106, 0800, 0801): sessions, rate limits, certificate numbers and the daily purge. PostgreSQL
 * only: the embedded database belongs to one process by design (decision 0104).
 */

const AUTH_MAX = 3;
const EXPIRED_NUMBER = 'PP-2019-0000-0001';

let clientNumber = 0;
/** A documentation address (RFC 5737) for each client: budgets of its own (TRUST_PROXY). */
const newClientIp = () => `198.51.100.${(clientNumber += 1)}`;

describe('two server processes on one PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Migrated here first, with a certificate whose account closed seven years ago to purge.
    database = await openDatabase(testDb.config);
    await database.db.insert(certificates).values({
      number: EXPIRED_NUMBER,
      recordsKey: 'seeded',
      calculatorType: 'commercial',
      jobNumber: 'OLD-1',
      customerName: 'Closed account',
      overallResult: 'PASS',
      engineVersion: 'seeded',
      content: sql`'{}'::jsonb`,
      issuedAt: sql`now() - interval '8 years'`,
      accountClosedAt: sql`now() - interval '7 years'`,
    });
    const env = {
      ...testDb.childEnv,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
    };
    // Both at the same moment, as after a deploy. One that started is stopped in afterAll even
    // if the other did not.
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await testDb?.dispose();
  });

  const serverA = () => servers[0] as ServerProcess;
  const serverB = () => servers[1] as ServerProcess;

  it('runs the certificate purge once, though both start it at the same moment', async () => {
    const isPurgeOutcome = (entry: LogEntry) =>
      entry.msg?.startsWith('Certificate retention purge') === true;
    await vi.waitFor(
      () =>
        expect(
          servers.every((server) => server.logs().some(isPurgeOutcome)),
          'both servers have checked the purge',
        ).toBe(true),
      { timeout: 30_000, interval: 50 },
    );
    const outcomes = servers.flatMap((server) => server.logs().filter(isPurgeOutcome));
    const ran = outcomes.filter((entry) => entry.msg === 'Certificate retention purge');
    expect(ran).toHaveLength(1);
    expect(ran[0]?.removedCount).toBe(1);
    expect(
      outcomes.filter((entry) => entry.msg === 'Certificate retention purge skipped'),
    ).toHaveLength(1);

    const [record] = await database.db
      .select({ runCount: scheduledJobRuns.runCount })
      .from(scheduledJobRuns)
      .where(eq(scheduledJobRuns.jobName, CERTIFICATE_PURGE_JOB));
    expect(record?.runCount).toBe(1);
    const left = await database.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.number, EXPIRED_NUMBER));
    expect(left).toEqual([]);
  });

  it('accepts on one the session signed in on the other, and ends it on both at sign-out', async () => {
    const onA = serverA().browser();
    const { email } = await signUp(onA);
    const onB = withCookiesOf(onA, serverB().browser());

    const me = await onB.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(UserSchema.parse(await me.json()).email).toBe(email);

    // A has just looked the session up, so it is in A's lookups of the last seconds (0840).
    expect((await onA.get('/api/auth/user')).status).toBe(200);
    const signedOutAt = Date.now();
    expect((await onB.post('/api/auth/sign-out', {})).status).toBe(200);
    // onA still sends the cookie; the session it names has gone: for B at once, and for A as soon
    // as B's announcement reaches it (NOTIFY, decision 0840) — well before A's remembered lookup
    // would have run out.
    expect(onA.cookies.has('pipeproof.session_token')).toBe(true);
    expect((await withCookiesOf(onA, serverB().browser()).get('/api/auth/user')).status).toBe(401);
    await vi.waitFor(async () => expect((await onA.get('/api/auth/user')).status).toBe(401), {
      timeout: SESSION_CACHE_TTL_MS,
      interval: 50,
    });
    expect(Date.now() - signedOutAt).toBeLessThan(SESSION_CACHE_TTL_MS - 1_500);
  });

  it('counts wrong sign-ins alternated between them as on one: 429 at the same attempt', async () => {
    const wrongSignIn = async (server: ServerProcess, clientIp: string) =>
      (
        await server
          .browser()
          .post(
            '/api/auth/sign-in/email',
            { email: 'nobody@example.com', password: 'not the password' },
            { headers: { 'x-forwarded-for': clientIp } },
          )
      ).status;
    const attempts = AUTH_MAX + 2;

    const alternated: number[] = [];
    const alternatingClient = newClientIp();
    for (let i = 0; i < attempts; i += 1) {
      alternated.push(await wrongSignIn(servers[i % 2] as ServerProcess, alternatingClient));
    }
    const onOne: number[] = [];
    const singleClient = newClientIp();
    for (let i = 0; i < attempts; i += 1) onOne.push(await wrongSignIn(serverA(), singleClient));

    expect(onOne).toEqual([...Array<number>(AUTH_MAX).fill(401), 429, 429]);
    expect(alternated).toEqual(onOne);
  });

  it('shows a job saved, changed or deleted on one in the list the other just remembered', async () => {
    const onA = serverA().browser();
    const { email, password } = await signUp(onA);
    const onB = withCookiesOf(onA, serverB().browser());
    const onAEngineer: Engineer = { browser: onA, id: '', email, password };
    const listOnB = async () =>
      JobSummaryListSchema.parse(await (await onB.get('/api/jobs')).json()).map(
        (summary) => `${summary.jobNumber} ${summary.tests.length}`,
      );
    /** B's list shows `expected` as soon as A's change is announced (decision 0843). */
    const expectOnB = async (expected: string[]) => {
      const changedAt = Date.now();
      await vi.waitFor(async () => expect(await listOnB()).toEqual(expected), {
        timeout: JOB_LIST_CACHE_TTL_MS,
        interval: 20,
      });
      expect(Date.now() - changedAt).toBeLessThan(JOB_LIST_CACHE_TTL_MS - 1_500);
    };

    // B reads the list twice, so it remembers it; each change on A then shows on B.
    expect(await listOnB()).toEqual([]);
    expect(await listOnB()).toEqual([]);
    const job = await createJob(onAEngineer, jobBody({ jobDetails: jobDetails(1) }));
    await expectOnB(['JOB-2001 0']);
    await recordTest(onAEngineer, job.id);
    await expectOnB(['JOB-2001 1']);
    const deleted = await onA.request('DELETE', `/api/jobs/${job.id}`);
    expect(deleted.status).toBe(204);
    await expectOnB([]);
  });

  it('gives 50 certificates issued at the same moment across both 50 distinct numbers', async () => {
    const onA = serverA().browser();
    const { email, password } = await signUp(onA);
    await setUserTier(database.db, email, 'premium');
    const onB = withCookiesOf(onA, serverB().browser());
    const engineers: Engineer[] = [onA, onB].map((browser) => ({
      browser,
      id: '',
      email,
      password,
    }));
    const engineerOn = (i: number) => engineers[i % 2] as Engineer;

    const jobs = [];
    for (let i = 0; i < 50; i += 1) {
      const job = await createJob(engineerOn(i), jobBody({ jobDetails: jobDetails(i) }));
      await recordTest(engineerOn(i + 1), job.id);
      jobs.push(job);
    }
    const issued = await Promise.all(
      jobs.map((job, i) => issueCertificate(engineerOn(i), job.id, 201)),
    );
    const numbers = new Set(issued.map((certificate) => certificate.number));
    expect(numbers.size).toBe(50);
    for (const number of numbers) expect(number).toMatch(/^PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });
});

function jobDetails(i: number) {
  return {
    jobNumber: `JOB-${2000 + i}`,
    customerName: 'Riverside Bakery Ltd',
    engineerName: 'Sam Fitter',
    gasSafeNumber: '123456',
    location: 'Unit 4, Mill Lane, Leeds',
  };
}

/** Signs up a new engineer, from an address of its own (sign-up shares the sign-in budget). */
async function signUp(browser: Browser): Promise<{ email: string; password: string }> {
  const email = `engineer-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'correct horse battery';
  const response = await browser.post(
    '/api/auth/sign-up/email',
    { email, password, name: 'Test Engineer' },
    { headers: { 'x-forwarded-for': newClientIp() } },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return { email, password };
}

/** The same person on the other server: the cookies one server set, sent to the other. */
function withCookiesOf(from: Browser, to: Browser): Browser {
  for (const [name, value] of from.cookies) to.cookies.set(name, value);
  return to;
}
