import type { Database, DatabaseConfig } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** PostgreSQL when a URL is given, else embedded PGlite in the data directory. Migrates first. */
export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl === null
    ? openPglite(config.dataDir)
    : openPostgres(config.databaseUrl, config.logger);
}
