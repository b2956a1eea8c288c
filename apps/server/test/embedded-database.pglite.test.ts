import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { firstRow } from '../src/db/database';
import { openPglite } from '../src/db/open-pglite';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The embedded database starts with 16 MB of shared buffers instead of initdb's 128 MB, which the
 * server would otherwise hold in memory for its whole life (docs/decisions/0913), and the setting
 * is given at each start: the data directory's own postgresql.conf is left as initdb wrote it.
 */
describe('the embedded database (PGlite)', () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.dispose();
    testDb = undefined;
  });

  it('runs with 16 MB of shared buffers and leaves postgresql.conf as it was', async () => {
    testDb = await createTestDatabase();
    const configFile = path.join(testDb.dataDir, 'pglite', 'postgresql.conf');
    const configBefore = fs.readFileSync(configFile);
    expect(configBefore.toString()).toMatch(/^#?shared_buffers = 128MB/m);

    const database = await openPglite(testDb.dataDir);
    try {
      const setting = firstRow(await database.db.execute(sql`show shared_buffers`));
      expect(setting).toEqual({ shared_buffers: '16MB' });
    } finally {
      await database.close();
    }
    expect(fs.readFileSync(configFile).equals(configBefore)).toBe(true);
  });
});
