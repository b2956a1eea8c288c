import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type StartOptions, type TestApp } from './start-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The app of one test file, as a stand-in for the TestApp that beforeAll starts: read its fields
 * inside hooks and tests only. afterAll stops it; the test file never closes it itself.
 */
export interface FileTestApp extends Omit<TestApp, 'close'> {
  readonly testDb: TestDatabase;
  /** Stops the app and starts it again, with the same options, on the same database. */
  restart(): Promise<void>;
}

/**
 * Registers the beforeAll that creates a fresh test database and starts the real app on it, and
 * the afterAll that stops both. Options given as a function are read in beforeAll, after the
 * file's earlier hooks (e.g. one that starts a fake Stripe or an identity provider).
 */
export function useTestApp(options: StartOptions | (() => StartOptions) = {}): FileTestApp {
  let testDb: TestDatabase | undefined;
  let started: TestApp | undefined;
  const startOptions = () => (typeof options === 'function' ? options() : options);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    started = await startTestApp(testDb, startOptions());
  });

  afterAll(async () => {
    await started?.close();
    await testDb?.dispose();
  });

  const current = (): TestApp => {
    if (!started) throw new Error('useTestApp: the app starts in beforeAll; use it in a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get env() {
      return current().env;
    },
    get database() {
      return current().database;
    },
    get url() {
      return current().url;
    },
    get auth() {
      return current().auth;
    },
    get testDb() {
      if (!testDb) throw new Error('useTestApp: the database is created in beforeAll');
      return testDb;
    },
    browser: () => current().browser(),
    async restart() {
      const app = current();
      if (!testDb) throw new Error('useTestApp: the database is created in beforeAll');
      started = undefined;
      await app.close();
      started = await startTestApp(testDb, startOptions());
    },
  };
}

/** A second app with other options, on its own fresh database, for one test: stopped after `use`. */
export async function withTestApp<T>(
  options: StartOptions,
  use: (server: TestApp) => Promise<T>,
): Promise<T> {
  const testDb = await createTestDatabase();
  try {
    const server = await startTestApp(testDb, options);
    try {
      return await use(server);
    } finally {
      await server.close();
    }
  } finally {
    await testDb.dispose();
  }
}
