import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonNestedDeeperThan } from './is-json-nested-deeper-than';

function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) {
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  }
  return 0;
}

describe('isJsonNestedDeeperThan', () => {
  it.each([
    ['1', 0, false],
    ['[]', 0, true],
    ['[]', 1, false],
    ['{"a":[{"b":1}]}', 3, false],
    ['{"a":[{"b":1}]}', 2, true],
    ['"[[[[[["', 1, false],
    ['["\\"[[[["]', 1, false],
    ['["\\\\",[[1]]]', 2, true],
    ['[[[[', 3, true],
  ])('%s with a limit of %i → %s', (text, maxDepth, expected) => {
    expect(isJsonNestedDeeperThan(text, maxDepth)).toBe(expected);
  });

  it('100,000 levels are measured without recursion', () => {
    expect(isJsonNestedDeeperThan('['.repeat(100_000), 32)).toBe(true);
    expect(isJsonNestedDeeperThan('{"a":'.repeat(100_000), 32)).toBe(true);
  });

  it('agrees with the depth of the parsed value for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (value, max) => {
        const text = JSON.stringify(value);
        expect(isJsonNestedDeeperThan(text, max)).toBe(depthOf(value) > max);
      }),
      { seed: 109, numRuns: 300 },
    );
  });
});
