import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Unit tests: pure functions and small modules, no server, no database.
export default defineProject({
  // Same result whether started from the repository root or from apps/server.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server-unit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
  },
});
