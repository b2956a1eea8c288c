import { defineConfig } from 'vitest/config';

// Unit and component tests of every workspace. Server integration tests have their own
// config (apps/server/vitest.integration.config.ts), run once per database by scripts/test.sh.
export default defineConfig({
  test: {
    // Both cores of the 2-core CI machine (Vitest's default leaves one idle).
    maxWorkers: 2,
    projects: [
      'packages/engine',
      'packages/contracts',
      'apps/web/vitest.unit.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
