import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { isDatabaseUnavailable } from './is-database-unavailable';

/** What PostgreSQL sends in an ErrorResponse, as node-postgres raises it. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** A loopback port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  it('a refused connection, as node-postgres and Drizzle report it', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://app@127.0.0.1:${await closedPort()}/postgres`,
      connectionTimeoutMillis: 2_000,
    });
    try {
      const raw = await failureOf(() => pool.query('select 1'));
      expect(raw).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isDatabaseUnavailable(raw)).toBe(true);

      const wrapped = await failureOf(() => drizzle({ client: pool }).execute(sql`select 1`));
      expect((wrapped as Error).constructor.name).toBe('DrizzleQueryError');
      expect(isDatabaseUnavailable(wrapped)).toBe(true);
      // better-auth wraps Drizzle's error in its own, with `cause` (session.mjs getSession).
      expect(isDatabaseUnavailable(new Error('Failed to get session', { cause: wrapped }))).toBe(
        true,
      );
    } finally {
      await pool.end();
    }
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08003', 'connection does not exist'],
    ['53300', 'sorry, too many clients already'],
  ])('server error %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('node-postgres without a code: %s', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('a host with several addresses refusing each (AggregateError)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it.each([
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a bug', new Error('Cannot read properties of undefined')],
    ['a client error', new AppError('VALIDATION_ERROR', 'Please enter a job number.')],
    // Node's "aborted": the client hung up on its own request; no system call failed.
    ['a client hanging up', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['not an error', 'ECONNREFUSED'],
  ])('not an outage: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
