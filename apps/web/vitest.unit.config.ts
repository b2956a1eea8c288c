import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { sharedTestOptions } from './test/shared-test-options.ts';

// Web tests that need no server: reducers, models, storage, hooks and components with what they
// need given to them. Part of `npm run test:unit`. Anything that talks to the real server is a
// `*.server.test.tsx` file and runs in vitest.server.config.ts (architecture.md §6).
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...sharedTestOptions,
      name: 'web-unit',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: ['src/**/*.server.test.{ts,tsx}'],
      setupFiles: ['./src/setup-tests.ts', './test/setup-no-server.ts'],
      testTimeout: 10_000,
      // One module graph per worker, not one per file: modules load twice, not once per file
      // (49 s -> 9 s on 2 cores). These tests keep no state in modules between files; the
      // suite passes in shuffled orders (vitest --sequence.shuffle). The server-backed tests
      // keep isolation: their cookie jars and signed-in accounts belong to one file.
      isolate: false,
    },
  }),
);
