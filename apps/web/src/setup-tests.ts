import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';

// Route tests talk to a real server and load routes lazily: on a busy 2-core CI machine the
// first render of a route can take several seconds, so findBy/waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// A stray console.error fails the test. Expected errors must be asserted.
let consoleErrorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in the module and hands those still showing to the next Toaster that
  // mounts: without this, a test's toast would be the next test's first (and, one at a time, hide
  // that test's own until it timed out).
  toast.dismiss();
  const calls = consoleErrorSpy.mock.calls;
  consoleErrorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`,
    );
  }
});
