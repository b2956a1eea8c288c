import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// 100 % coverage of the engine, enforced (decision 0350, docs/decisions/0351). Vitest reads `coverage`
// from the root config of a run only, so the thresholds below apply when this file is the root:
// `npm run test:coverage -w @pipeproof/engine`. In the repository-wide `npx vitest run` this file
// is one project and its `coverage` block is ignored.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'engine',
    // test/: tests that read files outside the engine (docs/standards.md); never in coverage.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: '../../test-results/coverage/engine',
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
