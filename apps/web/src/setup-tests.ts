import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// A stray console.error fails the test (house-style: tests). Expected errors must be asserted.
let consoleErrorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const calls = consoleErrorSpy.mock.calls;
  consoleErrorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`,
    );
  }
});
