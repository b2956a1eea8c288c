import { describe, expect, it } from 'vitest';
import { isSameCalculation } from './is-same-calculation';

describe('isSameCalculation', () => {
  it('ignores key order and null versus absent', () => {
    expect(
      isSameCalculation({ a: 1, b: null, c: [{ x: 1, y: 2 }] }, { c: [{ y: 2, x: 1 }], a: 1 }),
    ).toBe(true);
    expect(isSameCalculation({ a: 1 }, { a: 2 })).toBe(false);
  });
});
