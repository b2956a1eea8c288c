import { describe, expect, it } from 'vitest';
import { boundForLog, LOG_STRING_MAX } from './bound-for-log';

describe('boundForLog', () => {
  it('keeps small values as they are', () => {
    const value = { a: 'short', b: [1, 2, { c: null }], d: true };
    expect(boundForLog(value)).toEqual(value);
  });

  it('cuts a megabyte string and says how long it was', () => {
    const bounded = boundForLog({ comment: 'Z'.repeat(1_000_000) }) as { comment: string };
    expect(bounded.comment).toBe(`${'Z'.repeat(LOG_STRING_MAX)}… (1000000 characters)`);
  });

  it('shortens long arrays, many keys, long keys and deep nesting', () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    const deep = JSON.parse('{"a":'.repeat(50) + '1' + '}'.repeat(50)) as unknown;
    const bounded = boundForLog({
      params: Array.from({ length: 1000 }, () => 'x'),
      many,
      ['K'.repeat(10_000)]: 1,
      deep,
    });
    const text = JSON.stringify(bounded);
    expect(text.length).toBeLessThan(2_000);
    expect(text).toContain('… (1000 items)');
    expect(text).toContain('"…":"100 keys"');
    expect(text).toContain('{…}');
  });
});
