import { randomUUID } from 'node:crypto';
import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { parseEnv } from '../src/env';
import { openDatabase } from '../src/db/open-database';
import { incrementRateLimitCounter } from '../src/http/rate-limit-store/increment-rate-limit-counter';
import { findFreePort } from './support/find-free-port';
import {
  EXPECTED_SIGN_IN_STATUSES,
  LIMITED_ENV,
  newClientIp,
  statusesOf,
  wrongSignIn,
} from './support/sign-in-attempts';
import {
  startTestApp,
  TEST_AUTH_SECRET,
  TEST_ORIGIN,
  type TestApp,
} from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Rate limits counted in PostgreSQL (decision 0800), seen from two app instances on one database,
 * and what happens when the counters cannot be reached. PostgreSQL pass only
 * (vitest.integration.config.ts); the counter itself is tested in shared-rate-limits.test.ts.
 */

const server = useTestApp({ env: LIMITED_ENV });

describe('several app processes on one PostgreSQL', () => {
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

describe('the counter seen from a transaction older than its window', () => {
  it('never says more time is left than the window: a hit that waited on another connection', async () => {
    const other = await openDatabase(server.testDb.config);
    try {
      const key = `test|${randomUUID()}`;
      await other.db.transaction(async (olderTransaction) => {
        // This transaction's now() is fixed here, before the window below begins: as for a hit
        // that waited for the row while another connection created its window.
        await olderTransaction.execute(sql`select now()`);
        const first = await incrementRateLimitCounter(server.database.db, key, 60_000);
        expect(first).toEqual({ current: 1, ttl: 60_000 });
        const waited = await incrementRateLimitCounter(olderTransaction, key, 60_000);
        expect(waited).toEqual({ current: 2, ttl: 60_000 });
      });
    } finally {
      await other.close();
    }
  });
});
