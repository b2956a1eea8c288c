import type { ViteUserConfig } from 'vitest/config';

/** What both web test projects share: the DOM, globals, and the stray-console.error check. */
export const sharedTestOptions = {
  environment: 'jsdom',
  globals: true,
  // Two workers on the 2-core CI machine (Vitest's default leaves one core idle).
  maxWorkers: 2,
} satisfies NonNullable<ViteUserConfig['test']>;
