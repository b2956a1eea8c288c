import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Any constant: serialises migrations when several app processes start at once. */
const MIGRATION_LOCK_KEY = 7_120_210;

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, failover) is reported here; without a
  // listener the 'error' event would crash the process. The pool opens a new one when needed.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL connection lost (will reconnect): ${error.message}\n`);
  });
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
    return {
      db,
      driver: 'postgres',
      close() {
        closing ??= pool.end();
        return closing;
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
