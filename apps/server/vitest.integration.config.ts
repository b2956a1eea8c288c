import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests: the real app over HTTP on a real database. PGlite by default; with
// TEST_DATABASE_URL=postgres://… each file gets its own fresh PostgreSQL database.
export default defineConfig({
  // Same result whether started from the repository root or from apps/server.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-integration',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // `*.postgres.test.ts`: what only PostgreSQL can show (several processes on one database, the
    // database stopped). Collected in the PostgreSQL pass only, never reported as skipped.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['test/**/*.postgres.test.ts']),
    ],
    // dist/ is built once first: tests run the compiled server and admin tool as production does.
    globalSetup: ['./test/setup/build-server.ts', './test/setup/pglite-template.ts'],
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
    // Two files at a time (each has its own database and app): both cores of the CI machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
