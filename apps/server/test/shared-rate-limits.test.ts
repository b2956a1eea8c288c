import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database, Db } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { rateLimitCounters } from '../src/db/schema';
import * as schema from '../src/db/schema';
import { parseEnv } from '../src/env';
import { createRateLimitStore } from '../src/http/rate-limit-store/create-rate-limit-store';
import { deleteEndedRateLimitCounters } from '../src/http/rate-limit-store/delete-ended-rate-limit-counters';
import { incrementRateLimitCounter } from '../src/http/rate-limit-store/increment-rate-limit-counter';
import { findFreePort } from './support/find-free-port';
import {
  startTestApp,
  TEST_AUTH_SECRET,
  TEST_ORIGIN,
  type TestApp,
} from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Rate limits counted where every app process sees them (decision 0800): in PostgreSQL when the
 * app runs on it, in process on embedded PGlite. Clients are told apart by X-Forwarded-For
 * (TRUST_PROXY), so each test has budgets of its own.
 */

const AUTH_MAX = 3;
const LIMITED_ENV = {
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
  FEEDBACK_RATE_LIMIT_MAX: '2',
};
const server = useTestApp({ env: LIMITED_ENV });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let clientNumber = 0;
/** A documentation address (RFC 5737) of its own for each call: a client with fresh budgets. */
function newClientIp(): string {
  clientNumber += 1;
  return `192.0.2.${clientNumber}`;
}

async function wrongSignIn(app: Pick<TestApp, 'browser'>, clientIp: string): Promise<number> {
  const response = await app
    .browser()
    .post(
      '/api/auth/sign-in/email',
      { email: 'nobody@example.com', password: 'not the password' },
      { headers: { 'x-forwarded-for': clientIp } },
    );
  return response.status;
}

async function statusesOf(attempts: (() => Promise<number>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push(await attempt());
  return statuses;
}

const EXPECTED_SIGN_IN_STATUSES = [...Array<number>(AUTH_MAX).fill(401), 429, 429];

describe('the rate-limit counter in the database', () => {
  it('counts concurrent hits atomically, from every connection, each hit once', async () => {
    const second = onPostgres ? await openDatabase(server.testDb.config) : null;
    try {
      const handles: Db[] = [server.database.db, ...(second ? [second.db] : [])];
      const key = `test|${randomUUID()}`;
      const counts = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          incrementRateLimitCounter(handles[i % handles.length] as Db, key, 60_000),
        ),
      );
      expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      for (const { ttl } of counts) {
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      }
    } finally {
      await second?.close();
    }
  });

  it('starts again at 1 once the window has ended, and deletes only ended counters', async () => {
    const { db } = server.database;
    const ended = `test|${randomUUID()}`;
    const live = `test|${randomUUID()}`;
    await incrementRateLimitCounter(db, ended, 60_000);
    expect((await incrementRateLimitCounter(db, ended, 60_000)).current).toBe(2);
    await incrementRateLimitCounter(db, live, 60_000);

    // The window ends (moved, not waited for).
    await db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, ended));
    expect(await incrementRateLimitCounter(db, ended, 60_000)).toMatchObject({ current: 1 });

    await db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, ended));
    expect(await deleteEndedRateLimitCounters(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key)).toContain(live);
    expect(left.map((row) => row.key)).not.toContain(ended);
  });
});

describe('limiters', () => {
  it('reach 429 at the limit, and each limiter counts on its own', async () => {
    const clientIp = newClientIp();
    expect(
      await statusesOf(Array.from({ length: 5 }, () => () => wrongSignIn(server, clientIp))),
    ).toEqual(EXPECTED_SIGN_IN_STATUSES);

    // Sign-in is spent for this client; feedback and account deletion keep their own budgets.
    const browser = server.browser();
    const headers = { 'x-forwarded-for': clientIp };
    const feedback = () => browser.post('/api/feedback', { rating: 5, comment: 'ok' }, { headers });
    expect((await feedback()).status).toBe(201);
    expect((await feedback()).status).toBe(201);
    expect((await feedback()).status).toBe(429);
    const deletion = await browser.post('/api/auth/delete-user', { password: 'x' }, { headers });
    expect(deletion.status).not.toBe(429);
  });

  it('refuses at start-up a limiter made with app.rateLimit() but no groupId to count under', async () => {
    const app = Fastify();
    try {
      await app.register(rateLimit, {
        global: false,
        store: createRateLimitStore({ database: server.database, logger: app.log }),
      });
      expect(() => app.rateLimit({ max: 1 })).toThrow(/groupId/);
      expect(() => app.rateLimit({ groupId: 'named', max: 1 })).not.toThrow();
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!onPostgres)('several app processes on one PostgreSQL', () => {
  let other: TestApp | undefined;
  beforeAll(async () => {
    other = await startTestApp(server.testDb, { env: LIMITED_ENV });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('share one sign-in budget: wrong guesses alternated between two reach 429 at the same count as on one', async () => {
    const instances = [server, other as TestApp];
    const alternated = newClientIp();
    const alternatedStatuses = await statusesOf(
      Array.from(
        { length: 5 },
        (_, i) => () => wrongSignIn(instances[i % 2] as TestApp, alternated),
      ),
    );
    const single = newClientIp();
    const singleStatuses = await statusesOf(
      Array.from({ length: 5 }, () => () => wrongSignIn(server, single)),
    );
    expect(alternatedStatuses).toEqual(EXPECTED_SIGN_IN_STATUSES);
    expect(singleStatuses).toEqual(alternatedStatuses);
  });

  it('fail closed when the counters cannot be reached: 503, never a 500 or a guess let through', async () => {
    // Nothing listens on a port that was free a moment ago.
    const database = unreachableDatabase(await findFreePort());
    const app = await buildApp({
      env: parseEnv({
        DATA_DIR: server.testDb.dataDir,
        DATABASE_URL: database.url,
        BASE_URL: TEST_ORIGIN,
        LOG_LEVEL: 'silent',
      }),
      database,
      authSecret: TEST_AUTH_SECRET,
      logger: pino({ level: 'silent' }),
      webDistDir: '/nonexistent/pipeproof-web-dist',
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email: 'nobody@example.com', password: 'not the password' },
      });
      expect(response.statusCode).toBe(503);
      expect(ApiErrorBodySchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A PostgreSQL database the app is configured for but cannot connect to (nothing on the port). */
function unreachableDatabase(port: number): Database & { url: string } {
  const url = `postgres://app@127.0.0.1:${port}/pipeproof`;
  const pool = new pg.Pool({ connectionString: url });
  return {
    url,
    db: drizzle({ client: pool, schema }),
    driver: 'postgres',
    close: () => pool.end(),
  };
}
