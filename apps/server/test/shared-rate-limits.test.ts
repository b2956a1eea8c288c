import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { rateLimitCounters } from '../src/db/schema';
import { createRateLimitStore } from '../src/http/rate-limit-store/create-rate-limit-store';
import { deleteEndedRateLimitCounters } from '../src/http/rate-limit-store/delete-ended-rate-limit-counters';
import { incrementRateLimitCounter } from '../src/http/rate-limit-store/increment-rate-limit-counter';
import {
  EXPECTED_SIGN_IN_STATUSES,
  LIMITED_ENV,
  newClientIp,
  statusesOf,
  wrongSignIn,
} from './support/sign-in-attempts';
import { useTestApp } from './support/use-test-app';

/**
 * Rate limits counted where every app process sees them (decision 0800): in PostgreSQL when the
 * app runs on it, in process on embedded PGlite. Two app processes sharing them:
 * shared-rate-limits.postgres.test.ts.
 */

const server = useTestApp({ env: LIMITED_ENV });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
