import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Integration tests: the real app over HTTP on a real database. PGlite by default; with
// TEST_DATABASE_URL=postgres://… each file gets its own fresh PostgreSQL database.
export default defineConfig({
  // Same result whether started from the repository root or from apps/server.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-integration',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
