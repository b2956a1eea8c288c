import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/**
 * PostgreSQL's own settings for the embedded database, given at each start and never written into
 * the data directory (decision 0913). initdb's shared_buffers of 128 MB is PostgreSQL's cache of
 * table pages inside PGlite's WebAssembly memory: a server that has read its tables once holds it
 * until it stops. 16 MB holds the working set of an installation the embedded database is for;
 * pages beyond it are read again from the operating system's file cache.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'] as const;

/** Embedded PostgreSQL in `<dataDir>/pglite`, behind the data-directory lock, migrated. */
export async function openPglite(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    // Loaded here, not at start: a server on PostgreSQL never loads PGlite (decision 0841).
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    client = new PGlite(path.join(dataDir, 'pglite'), {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
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
      async dumpDataDir() {
        // Written-out data files make the copy quicker to open; it is consistent either way.
        await opened.exec('CHECKPOINT');
        return opened.dumpDataDir('none');
      },
      // PGlite delivers a NOTIFY of its own session while it reads the result of the statement
      // (or COMMIT) that sent it, before that query's promise settles: a listener hears of a
      // change before whoever made it goes on (decision 0843).
      async listen(channel, onNotify) {
        const stop = await opened.listen(channel, (payload) => onNotify(payload));
        return async () => {
          if (!opened.closed) await stop();
        };
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
