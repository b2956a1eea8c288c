import { describe, expect, it } from 'vitest';
import { assertNever, standardFor } from './domain-types';

describe('domain types', () => {
  it.each([
    ['commercial', 'IGE/UP/1A'],
    ['industrial', 'IGE/UP/1'],
    ['domestic', 'IGEM/UP/1B Edition 4'],
  ] as const)('the %s calculator works to %s', (calculatorType, standard) => {
    expect(standardFor(calculatorType)).toBe(standard);
  });

  it('assertNever throws for a value the type system said could not exist', () => {
    expect(() => assertNever('Type D' as never)).toThrow(new TypeError('Unhandled case: Type D'));
  });
});
