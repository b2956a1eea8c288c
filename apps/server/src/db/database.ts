import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { WarnLogger } from './report-database-unavailable';
import type * as schema from './schema';

export type DatabaseSchema = typeof schema;

/** The Drizzle handle every module takes: the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Closes connections (and, for PGlite, releases the data-directory lock). Idempotent. */
  close(): Promise<void>;
  /**
   * PGlite only: the embedded database's data directory as an uncompressed tar, taken after a
   * checkpoint and between two statements (PGlite runs one at a time), so it opens as the
   * database stood then — `tar -x` it into an empty `<dataDir>/pglite` (decision 0912).
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` until the returned stop is
   * called. On PostgreSQL, from any process sharing the database, on one connection of its own
   * kept open (and opened again after a loss: `onNotify(null)` then, "anything may have
   * changed"). On PGlite, from its one process: a notification sent by a statement reaches
   * `onNotify` before that statement's (or its transaction's) promise settles (decision 0843).
   */
  listen?(
    channel: string,
    onNotify: (payload: string | null) => void,
  ): Promise<() => Promise<void>>;
}

export interface DatabaseConfig {
  /** postgres:// URL, or null for embedded PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where a lost PostgreSQL connection is reported (at warn, once per outage); else stderr. */
  logger?: WarnLogger;
}

/** The first row of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export function firstRow(result: unknown): Record<string, unknown> | undefined {
  const rows = (result as { rows?: unknown[] }).rows;
  return rows?.[0] as Record<string, unknown> | undefined;
}
