import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// House style: a stray console.error fails the test that caused it.
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, 'console.error was called').toEqual([]);
});
