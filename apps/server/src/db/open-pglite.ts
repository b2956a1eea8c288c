import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Embedded PostgreSQL in `<dataDir>/pglite`, behind the data-directory lock, migrated. */
export async function openPglite(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    client = new PGlite(path.join(dataDir, 'pglite'));
    await client.waitReady;
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    let closing: Promise<void> | undefined;
    return {
      db,
      driver: 'pglite',
      close() {
        closing ??= opened.close().finally(() => lock.release());
        return closing;
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
