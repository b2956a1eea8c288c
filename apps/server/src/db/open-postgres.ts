import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { reportDatabaseUnavailable, type WarnLogger } from './report-database-unavailable';
import * as schema from './schema';

/** Any constant: serialises migrations when several app processes start at once. */
const MIGRATION_LOCK_KEY = 7_120_210;

/**
 * While PostgreSQL is down a request waits at most this long for a connection, then gets 503
 * (a refused connection fails at once; this bounds a server that does not answer at all).
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Logs to stderr when no logger is given (the admin CLI, tests). */
const STDERR_LOGGER: WarnLogger = {
  warn: (context, message) => process.stderr.write(`${message} ${JSON.stringify(context)}\n`),
};

/**
 * How often a LISTEN connection is asked a question, and how long it has to answer. A link that
 * goes silent (a NAT or firewall forgetting an idle connection, a peer gone without a reset) sends
 * no error, and TCP keep-alive takes hours to notice: only an unanswered query shows it. The
 * question's traffic also keeps such a middlebox from forgetting the connection (decision 0881).
 */
export const LISTEN_CHECK_EVERY_MS = 30_000;
export const LISTEN_CHECK_TIMEOUT_MS = 5_000;

export interface ListenCheck {
  readonly everyMs: number;
  readonly timeoutMs: number;
}

export async function openPostgres(
  databaseUrl: string,
  logger: WarnLogger = STDERR_LOGGER,
  listenCheck: ListenCheck = { everyMs: LISTEN_CHECK_EVERY_MS, timeoutMs: LISTEN_CHECK_TIMEOUT_MS },
): Promise<Database> {
  // No restart is needed when PostgreSQL comes back: the pool drops broken connections and opens
  // new ones on demand (docs/decisions/0802-database-unavailable.md).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notice a peer that vanished (fail-over, cable) on idle connections too.
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) is reported here; without a
  // listener the 'error' event would crash the process. The pool opens a new one when needed.
  pool.on('error', (error) => reportDatabaseUnavailable(logger, error));
  try {
    const db = drizzle({ client: pool, schema });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lockClient
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lockClient.release();
    }
    let closing: Promise<void> | undefined;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      driver: 'postgres',
      close() {
        closing ??= Promise.all([...listeners].map((stop) => stop())).then(() => pool.end());
        return closing;
      },
      async listen(channel, onNotify) {
        const stop = await listenOn(pool, channel, onNotify, logger, listenCheck);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}

/** How long a lost LISTEN connection waits before it is opened again. */
const RELISTEN_AFTER_MS = 1_000;

/** `work`, or a rejection naming `what` once `ms` have passed without its answer. */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} had no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What a pool client is released with: the error it failed with, as an Error. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * LISTEN on a connection of the pool's kept for it. A lost connection is reported, handed back
 * broken, and replaced after RELISTEN_AFTER_MS; `onNotify(null)` is called when it is lost and
 * again once the new one listens, since whatever was announced meanwhile went unheard. A
 * connection that does not answer the check (`listenCheck`) in time counts as lost. `channel`
 * is one of our constants (an SQL identifier). Stopping waits for a replacement under way, and
 * nothing it opened is kept: a connection left checked out would keep `pool.end()` waiting for
 * ever, and the app's shutdown with it; a silent one is given up after the check's time.
 */
async function listenOn(
  pool: pg.Pool,
  channel: string,
  onNotify: (payload: string | null) => void,
  logger: WarnLogger,
  listenCheck: ListenCheck,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | undefined;
  let reopening: Promise<void> = Promise.resolve();
  const what = `LISTEN ${channel} connection`;
  const lose = (lost: pg.PoolClient, error: unknown) => {
    reportDatabaseUnavailable(logger, error);
    if (client !== lost) return;
    client = null;
    lost.release(asError(error));
    onNotify(null);
    if (!stopped) retry = setTimeout(reopen, RELISTEN_AFTER_MS);
  };
  const open = async (): Promise<void> => {
    const opened = await pool.connect();
    if (stopped) {
      // Stopped while this connection was being made (the app closing during a reconnect).
      opened.release();
      return;
    }
    opened.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    opened.on('error', (error) => lose(opened, error));
    try {
      // An idle connection of the pool's may be silent too (decision 0881).
      await withDeadline(opened.query(`LISTEN ${channel}`), listenCheck.timeoutMs, what);
    } catch (error) {
      // Lost between connecting and listening: handed back broken, tried again by the caller.
      opened.release(asError(error));
      throw error;
    }
    if (stopped) {
      // Stopped while LISTEN was on its way: the connection listens, so it is closed, not pooled.
      opened.release(new Error(`LISTEN ${channel} stopped`));
      return;
    }
    client = opened;
  };
  const reopen = () => {
    reopening = open().then(
      () => {
        if (!stopped) onNotify(null);
      },
      (error: unknown) => {
        reportDatabaseUnavailable(logger, error);
        if (!stopped) retry = setTimeout(reopen, RELISTEN_AFTER_MS);
      },
    );
  };
  await open();
  let isChecking = false;
  const check = setInterval(() => {
    const held = client;
    if (held === null || isChecking) return;
    isChecking = true;
    withDeadline(held.query('select 1'), listenCheck.timeoutMs, what)
      .catch((error: unknown) => lose(held, error))
      .finally(() => {
        isChecking = false;
      });
  }, listenCheck.everyMs);
  // The check never keeps the process alive on its own.
  check.unref();
  return async () => {
    stopped = true;
    clearInterval(check);
    clearTimeout(retry);
    await reopening;
    const held = client;
    client = null;
    if (held) {
      const unlisten = withDeadline(held.query(`UNLISTEN ${channel}`), listenCheck.timeoutMs, what);
      // A connection that did not answer is closed, not pooled.
      held.release(
        await unlisten.then(
          () => undefined,
          (error: Error) => error,
        ),
      );
    }
  };
}
