import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, defineProject, type ViteUserConfig } from 'vitest/config';

// Integration tests: the real app over HTTP on a real database. PGlite by default; with
// TEST_DATABASE_URL=postgres://… each file gets its own fresh PostgreSQL database.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const root = fileURLToPath(new URL('.', import.meta.url));
/** `*.postgres.test.ts`: what only PostgreSQL can show (several processes, the database stopped). */
const POSTGRES_ONLY = 'test/**/*.postgres.test.ts';
/** `*.pglite.test.ts`: the embedded database's own settings; the PGlite pass only, never skipped. */
const PGLITE_ONLY = 'test/**/*.pglite.test.ts';

const shared = {
  environment: 'node',
  setupFiles: ['./test/setup/fail-on-console-error.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
} satisfies NonNullable<ViteUserConfig['test']>;

export default defineConfig({
  // Same result whether started from the repository root or from apps/server.
  root,
  test: {
    // dist/ is built once first: tests run the compiled server and admin tool as production does.
    globalSetup: ['./test/setup/build-server.ts', './test/setup/pglite-template.ts'],
    // Two files at a time (each has its own database and app): both cores of the CI machine.
    maxWorkers: 2,
    projects: [
      defineProject({
        root,
        test: {
          ...shared,
          name: 'server-integration',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, POSTGRES_ONLY, ...(onPostgres ? [PGLITE_ONLY] : [])],
          // Each worker loads the modules once, not once per file: the app's modules and
          // PGlite's WebAssembly are then ready for the next file (PGlite pass 2:40 -> 2:00,
          // PostgreSQL 2:10 -> 1:10 on 2 cores). These files share nothing else: each starts its
          // own app on its own database and restores what it mocks; they pass with the files in
          // shuffled order (--sequence.shuffle.files).
          isolate: false,
        },
      }),
      // The PostgreSQL pass only, never reported as skipped. Each file in its own module graph:
      // they stop the database, and the app warns of an outage at most once per 30 s per process
      // (decision 0802), so one file's outage must not hide the next one's warning.
      ...(onPostgres
        ? [
            defineProject({
              root,
              test: { ...shared, name: 'server-postgres-only', include: [POSTGRES_ONLY] },
            }),
          ]
        : []),
    ],
  },
});
