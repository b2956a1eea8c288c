import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { signUp, type Browser } from './support/browser';
import { signUpEngineer, type Engineer } from './support/job-fixtures';
import { LOG_LEVEL, LogCapture } from './support/log-capture';
import { startAppOnOwnPostgres, type AppOnOwnPostgres } from './support/start-app-on-own-postgres';

/**
 * The better-auth routes while PostgreSQL is stopped (docs/decisions/0802): like every other
 * route they answer 503 SERVICE_UNAVAILABLE with Retry-After — never better-auth's own 500, nor a
 * sign-out that says it succeeded while the session lives on — and leave one warn line in the log,
 * no error. The PostgreSQL server is this file's own; like every `*.postgres.test.ts` file it runs
 * in the PostgreSQL pass only (vitest.integration.config.ts).
 */

const logs = new LogCapture();

interface Answer {
  status: number;
  retryAfter: string | null;
  code: string | undefined;
  setCookies: string[];
}

async function answerOf(response: Promise<Response>): Promise<Answer> {
  const reply = await response;
  const json: unknown = await reply.json();
  return {
    status: reply.status,
    retryAfter: reply.headers.get('retry-after'),
    code: reply.ok ? undefined : ApiErrorBodySchema.parse(json).code,
    setCookies: reply.headers.getSetCookie(),
  };
}

const UNAVAILABLE: Answer = {
  status: 503,
  retryAfter: '5',
  code: 'SERVICE_UNAVAILABLE',
  setCookies: [],
};

describe('better-auth routes while PostgreSQL is down', () => {
  let own: AppOnOwnPostgres;

  beforeAll(async () => {
    own = await startAppOnOwnPostgres({
      env: { LOG_LEVEL: 'info' },
      logStream: logs,
      // The pool's report of the connections PostgreSQL dropped goes to the same log.
      poolLogger: pino({ level: 'info' }, logs),
    });
  });

  afterAll(async () => {
    await own?.dispose();
  });

  it('answers get-session, sign-in, sign-up and sign-out 503 with Retry-After; sign-out can be retried', async () => {
    const engineer: Engineer = await signUpEngineer(own.server);
    const leaving: Browser = own.server.browser();
    await signUp(leaving);
    expect((await engineer.browser.get('/api/auth/get-session')).status).toBe(200);
    // The sign-ups' verification mails are sent first: a send caught by the stop below would log
    // the mail sender's own 'will retry' (decision 0810), which is not what this test is about.
    await expect
      .poll(
        async () =>
          (
            await own.server.database.db
              .select({ id: mailOutbox.id })
              .from(mailOutbox)
              .where(eq(mailOutbox.status, 'pending'))
          ).length,
        { timeout: 10_000 },
      )
      .toBe(0);
    logs.clear();

    await own.cluster.stop();
    const during = {
      getSession: await answerOf(engineer.browser.get('/api/auth/get-session')),
      signIn: await answerOf(
        own.server.browser().post('/api/auth/sign-in/email', {
          email: engineer.email,
          password: engineer.password,
        }),
      ),
      signUp: await answerOf(
        own.server.browser().post('/api/auth/sign-up/email', {
          email: 'newcomer@example.com',
          password: 'correct horse battery',
          name: 'New Engineer',
        }),
      ),
      signOut: await answerOf(leaving.post('/api/auth/sign-out', {})),
    };
    expect(during).toEqual({
      getSession: UNAVAILABLE,
      signIn: UNAVAILABLE,
      signUp: UNAVAILABLE,
      signOut: UNAVAILABLE,
    });
    // One warning for the outage, in one line: no error, no stack.
    const loud = logs.atOrAbove(LOG_LEVEL.warn);
    expect(loud.map((entry) => [entry.level, entry.msg])).toEqual([
      [LOG_LEVEL.warn, 'Database unavailable: answering 503 with Retry-After until it is back'],
    ]);
    expect(JSON.stringify(loud)).not.toContain('stack');

    await own.cluster.start();
    // The sign-out was refused, not half done: the session (and its cookie) is still there…
    expect((await leaving.get('/api/auth/user')).status).toBe(200);
    // …so the device's retry ends it.
    expect((await answerOf(leaving.post('/api/auth/sign-out', {}))).status).toBe(200);
    expect((await leaving.get('/api/auth/user')).status).toBe(401);
    expect((await engineer.browser.get('/api/auth/get-session')).status).toBe(200);
  });
});
