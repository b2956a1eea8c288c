import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/open-pglite';
import { makeTempDir } from '../support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite folder that test databases start as a copy of (PGlite pass only). */
    pgliteTemplate: string | null;
  }
}

/**
 * Creating and migrating an embedded database takes a few seconds of CPU; copying one takes a
 * fraction of that. So the PGlite pass makes one migrated, empty database per run, made by the
 * app's own openPglite, and every test database begins as a copy of it (createTestDatabase). Tests
 * of a first start on an empty folder ask for a database without it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dataDir = makeTempDir('pp-template-');
  const database = await openPglite(dataDir);
  await database.close();
  project.provide('pgliteTemplate', path.join(dataDir, 'pglite'));
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
