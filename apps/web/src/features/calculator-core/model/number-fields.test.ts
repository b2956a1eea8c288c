import { describe, expect, it } from 'vitest';
import {
  describeMipProblem,
  describeMopProblem,
  leaveNumberField,
  normaliseDecimalText,
} from './number-fields';

describe('pressure field messages (product.md §5 field limits)', () => {
  it('MOP: above 0 and at most 16000 mbar, a comma read as the decimal point', () => {
    expect(describeMopProblem('')).toBeNull();
    expect(describeMopProblem('21,5')).toBeNull();
    expect(describeMopProblem('16000')).toBeNull();
    expect(describeMopProblem('0')).toBe('Enter a pressure above 0 mbar.');
    expect(describeMopProblem('abc')).toBe('Enter a pressure above 0 mbar.');
    expect(describeMopProblem('16000,5')).toBe(
      'Maximum Operating Pressure must be 16000 mbar or less.',
    );
  });

  it('MIP: 0 or more and at most the engine’s 100000 mbar', () => {
    expect(describeMipProblem('')).toBeNull();
    expect(describeMipProblem('0')).toBeNull();
    expect(describeMipProblem('100000')).toBeNull();
    expect(describeMipProblem('-1')).toBe('Enter a pressure of 0 mbar or more.');
    expect(describeMipProblem('1e3')).toBe('Enter a pressure of 0 mbar or more.');
    expect(describeMipProblem('100000,1')).toBe(
      'Maximum Incidental Pressure must be 100000 mbar or less.',
    );
  });
});

describe('a number field left (decision 0897)', () => {
  it('shows a left field as the number it is read as, and leaves what is not a number as typed', () => {
    expect(normaliseDecimalText('21,5')).toBe('21.5');
    expect(normaliseDecimalText('021')).toBe('21');
    expect(normaliseDecimalText('')).toBe('');
    expect(normaliseDecimalText('21 mbar')).toBe('21 mbar');
  });

  it('changes the field only where the number shown differs from the text', () => {
    const shown: string[] = [];
    for (const text of ['21,5', '21.5', '', 'abc']) leaveNumberField(text, (s) => shown.push(s));
    expect(shown).toEqual(['21.5']);
  });
});
