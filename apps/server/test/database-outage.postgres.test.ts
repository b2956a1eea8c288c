import {
  ApiErrorBodySchema,
  HealthOkSchema,
  HealthUnavailableSchema,
  JobSchema,
} from '@pipeproof/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpEngineer, jobBody, type Engineer } from './support/job-fixtures';
import { rawRequest } from './support/raw-request';
import { startAppOnOwnPostgres } from './support/start-app-on-own-postgres';
import type { PostgresCluster } from './support/start-postgres-cluster';
import type { TestApp } from './support/start-test-app';

/**
 * PostgreSQL stopped for 10 s under steady traffic (docs/decisions/0802): requests get 503 with
 * Retry-After, never 500, and health names the database; once it is back the same app process
 * answers again without a restart, and every save it acknowledged is in the database. The
 * PostgreSQL server is this file's own (not the one other test files share), so it can stop it.
 */

const OUTAGE_MS = 10_000;
const SAVE_WORKERS = 4;

interface Outcome {
  status: number;
  retryAfter: string | null;
  code?: string | undefined;
}

describe('PostgreSQL stopped under traffic', () => {
  let cluster: PostgresCluster;
  let server: TestApp;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // Quiet: the outage is expected, and its warnings are what is being provoked.
    ({ cluster, server, dispose } = await startAppOnOwnPostgres());
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('answers 503 with Retry-After while it is down, recovers by itself, loses nothing acknowledged', async () => {
    const engineer = await signUpEngineer(server);
    const traffic = startTraffic(engineer);
    let workerErrors: unknown[] = [];
    try {
      await traffic.until(() => traffic.acknowledgedIn.before >= 20, 'saves before the outage');

      await cluster.stop();
      traffic.phase = 'down';
      const downSince = Date.now();
      const health = await waitForHealth(server.url, 503);
      expect(HealthUnavailableSchema.parse(await health.json())).toMatchObject({
        status: 'unavailable',
        database: 'postgres',
        down: ['database'],
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(health.headers.get('retry-after')).toBe('5');
      await traffic.until(() => traffic.count(503) >= 10, '503s during the outage');
      // 'Download my data' followed as a page meanwhile: back to the account page, which says the
      // download could not be made (decision 0869), not a JSON 503 saved as a failed download.
      const exportVisit = await rawRequest(server.url, {
        method: 'GET',
        path: '/api/account/export',
        headers: { 'sec-fetch-mode': 'navigate', cookie: engineer.browser.cookieHeader() },
      });
      expect(exportVisit.status).toBe(303);
      expect(exportVisit.headers.location).toBe('/account?export=failed');
      // The scenario: PostgreSQL stays down for 10 s with requests arriving all the while.
      await pause(OUTAGE_MS - (Date.now() - downSince));

      await cluster.start();
      const healthy = await waitForHealth(server.url, 200);
      expect(HealthOkSchema.parse(await healthy.json())).toEqual({
        status: 'ok',
        database: 'postgres',
      });
      traffic.phase = 'after';
      await traffic.until(() => traffic.acknowledgedIn.after >= 20, 'saves after the outage');
    } finally {
      workerErrors = await traffic.stop();
    }
    expect(workerErrors).toEqual([]);
    // Never a 500: only 2xx, or 503 SERVICE_UNAVAILABLE with Retry-After.
    expect(traffic.unexpected()).toEqual([]);

    // Every acknowledged save is there, once, read straight from PostgreSQL.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ client_id: string }>(
        'select client_id from jobs where user_id = $1',
        [engineer.id],
      );
      const stored = rows.map((row) => row.client_id);
      expect(new Set(stored).size).toBe(stored.length);
      expect([...traffic.acknowledged].filter((id) => !stored.includes(id))).toEqual([]);
    } finally {
      await client.end();
    }
  });
});

type Phase = 'before' | 'down' | 'after';

/**
 * Steady traffic from one engineer: SAVE_WORKERS save jobs one after another, like the device's
 * outbox (a refused save is sent again with the same clientId until acknowledged: decision 0403
 * makes that safe), and one reads what needs the database too (the session, the job list).
 */
function startTraffic(engineer: Engineer) {
  const outcomes: Outcome[] = [];
  const acknowledged = new Set<string>();
  const acknowledgedIn: Record<Phase, number> = { before: 0, down: 0, after: 0 };
  const state = { running: true, phase: 'before' as Phase };

  const saveWorker = async () => {
    while (state.running) {
      const body = jobBody();
      for (;;) {
        const outcome = await save(engineer, body);
        outcomes.push(outcome);
        if (outcome.status === 201 || outcome.status === 200) {
          acknowledged.add(body.clientId);
          acknowledgedIn[state.phase] += 1;
          break;
        }
        if (!state.running) return;
        await pause(100);
      }
      await pause(25);
    }
  };
  const readWorker = async () => {
    while (state.running) {
      for (const path of ['/api/auth/user', '/api/jobs']) {
        outcomes.push(await read(engineer, path));
      }
      await pause(50);
    }
  };
  const workers = [...Array.from({ length: SAVE_WORKERS }, saveWorker), readWorker()];
  const unexpected = () => outcomes.filter((outcome) => !isExpected(outcome));

  return {
    acknowledged,
    acknowledgedIn,
    set phase(phase: Phase) {
      state.phase = phase;
    },
    count: (status: number) => outcomes.filter((outcome) => outcome.status === status).length,
    unexpected,
    /** Waits for `condition`, failing at once on an answer that is neither 2xx nor a proper 503. */
    until: (condition: () => boolean, what: string) =>
      until(() => {
        expect(unexpected()).toEqual([]);
        return condition();
      }, what),
    /** Stops the workers; the error of one that failed (a request that could not be sent). */
    async stop(): Promise<unknown[]> {
      state.running = false;
      const settled = await Promise.allSettled(workers);
      return settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    },
  };
}

function isExpected(outcome: Outcome): boolean {
  if (outcome.status >= 200 && outcome.status < 300) return true;
  return (
    outcome.status === 503 && outcome.retryAfter === '5' && outcome.code === 'SERVICE_UNAVAILABLE'
  );
}

async function save(engineer: Engineer, body: ReturnType<typeof jobBody>): Promise<Outcome> {
  const response = await engineer.browser.post('/api/jobs', body);
  return outcomeOf(response, (json) => void JobSchema.parse(json));
}

async function read(engineer: Engineer, path: string): Promise<Outcome> {
  return outcomeOf(await engineer.browser.get(path), () => undefined);
}

async function outcomeOf(response: Response, checkOk: (json: unknown) => void): Promise<Outcome> {
  const json: unknown = await response.json();
  const outcome: Outcome = {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
  };
  if (response.ok) checkOk(json);
  else outcome.code = ApiErrorBodySchema.parse(json).code;
  return outcome;
}

/** Polls GET /api/health until it answers `status`. */
async function waitForHealth(url: string, status: number): Promise<Response> {
  let last: Response | undefined;
  await until(async () => {
    last = await fetch(new URL('/api/health', url));
    if (last.status === status) return true;
    await last.body?.cancel();
    return false;
  }, `health ${status}`);
  if (!last) throw new Error('no health answer');
  return last;
}

async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(50);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
