import { defineConfig } from 'vitest/config';

// Unit and component tests of every workspace. Server integration tests have their own
// config (apps/server/vitest.integration.config.ts), run once per database by scripts/test.sh.
export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/contracts', 'apps/web', 'apps/server/vitest.config.ts'],
  },
});
