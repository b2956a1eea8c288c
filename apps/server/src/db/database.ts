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
   * PostgreSQL only: calls `onNotify` on every NOTIFY on `channel` from any process sharing the
   * database, on one connection of its own kept open (and opened again after a loss) until the
   * returned stop is called. PGlite has no other process to hear from.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
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
