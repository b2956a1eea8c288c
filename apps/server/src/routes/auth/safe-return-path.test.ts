import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

const BASE = 'https://pipeproof.example';

describe('safeReturnPath', () => {
  it.each([
    ['/calc', '/calc'],
    ['/subscribe?tier=premium', '/subscribe?tier=premium'],
    ['/a/../account', '/account'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value, BASE)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'calc',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    '/calc\u0000',
    '/calc\u007f',
    '/calc\tx',
    `/${'a'.repeat(3000)}`,
    '/%2e%2e//evil.example/',
    '/x/..//evil.example/',
    '/.//evil.example',
  ])('refuses %o', (value) => {
    expect(safeReturnPath(value, BASE)).toBeNull();
  });
});
