import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { sharedTestOptions } from './test/shared-test-options.ts';

// Web tests against the REAL server: whole routes, sign-in, saving, certificates, billing.
// Two servers are started once per run (test/global-setup.ts) and every request of the app goes
// to them (test/setup-api.ts). Files: `*.server.test.tsx` (architecture.md §6, decision 0201).
export default mergeConfig(
  viteConfig,
  defineProject({
    // The same files whether started from the repository root or from apps/web.
    root: import.meta.dirname,
    test: {
      ...sharedTestOptions,
      name: 'web-server',
      include: ['src/**/*.server.test.{ts,tsx}'],
      globalSetup: ['./test/global-setup.ts'],
      setupFiles: ['./src/setup-tests.ts', './test/setup-api.ts'],
      testTimeout: 20_000,
    },
  }),
);
