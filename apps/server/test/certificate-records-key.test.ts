import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import { recordsKey } from '../src/modules/certificates/issue-certificate';
import { createJob, issueCertificate, recordTest, signUpEngineer } from './support/job-fixtures';
import { createTestDatabase, makeTempDir } from './support/test-database';
import { useTestApp } from './support/use-test-app';

/**
 * A certificate is found again for the same job and records by a key of those records
 * (docs/decisions/0889): a digest, so a job with many records can be certified, and the keys of
 * certificates issued before the digest (migration 0013) still find theirs.
 */
const server = useTestApp();

describe('the records a certificate certifies', () => {
  it('a job with 80 test records is certified, and issuing again gives the same certificate', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await createJob(engineer);
    for (let index = 0; index < 80; index += 1) {
      await recordTest(engineer, job.id);
    }
    const certificate = await issueCertificate(engineer, job.id);
    expect(certificate.tests).toHaveLength(80);
    expect((await issueCertificate(engineer, job.id, 200)).number).toBe(certificate.number);
  });
});

/** The migrations folder without the ones from `firstLeftOut` on (their files and journal rows). */
function migrationsBefore(firstLeftOut: number): string {
  const folder = makeTempDir('pp-migrations-');
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  for (const entry of journal.entries.filter(({ idx }) => idx >= firstLeftOut)) {
    fs.rmSync(path.join(folder, `${entry.tag}.sql`));
  }
  journal.entries = journal.entries.filter(({ idx }) => idx < firstLeftOut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** The test database, migrated with `folder` by `migrate()`; `query` runs SQL on it. */
async function openMigratable() {
  const database = await createTestDatabase({ emptyFolder: true });
  if (database.config.databaseUrl === null) {
    const client = new PGlite(path.join(database.dataDir, 'pglite'));
    const db = drizzlePglite(client);
    return {
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      query: async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows,
      close: async () => {
        await client.close();
        await database.dispose();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: database.config.databaseUrl, max: 1 });
  const db = drizzlePostgres(pool);
  return {
    migrate: (folder: string) => migratePostgres(db, { migrationsFolder: folder }),
    query: async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows,
    close: async () => {
      await pool.end();
      await database.dispose();
    },
  };
}

describe('migration 0013', () => {
  it('turns the key of a certificate issued before it into the digest the server now looks for', async () => {
    const database = await openMigratable();
    const before = migrationsBefore(13);
    try {
      await database.migrate(before);
      const ids = ['b5f0c0de-0000-4000-8000-000000000002', 'a1f0c0de-0000-4000-8000-000000000001'];
      await database.query(sql`
        insert into certificates (number, records_key, calculator_type, job_number, customer_name,
          overall_result, engine_version, content)
        values ('PP-2026-AAAA-BBBB', ${[...ids].sort().join(',')}, 'commercial', 'J-1', 'Customer',
          'PASS', '1.0.0', '{}'::jsonb)`);
      await database.migrate(MIGRATIONS_FOLDER);
      const rows = await database.query(sql`select records_key from certificates`);
      expect(rows).toEqual([{ records_key: recordsKey(ids) }]);
      expect(recordsKey(ids)).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await database.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
