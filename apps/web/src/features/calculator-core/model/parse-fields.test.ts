import { describe, expect, it } from 'vitest';
import {
  describeLengthProblem,
  normaliseLengthText,
  normaliseQuantityText,
  parseLengthM,
  parseMeterQuantity,
  parseOptionalNumber,
  readDecimal,
} from './parse-fields';
import { hasPipeConfiguration } from './lines';

describe('field rules of product.md §5', () => {
  it.each([
    ['12.5', 12.5],
    [' 3 ', 3],
    ['', 0],
    ['abc', 0],
    ['-2', 0],
    ['2,5', 2.5],
  ])('a length of %j counts as %s m', (text, metres) => {
    expect(parseLengthM(text)).toBe(metres);
  });

  it('shows a left length as the number it counts as', () => {
    expect(normaliseLengthText('2.50')).toBe('2.5');
    expect(normaliseLengthText('x')).toBe('0');
    expect(normaliseLengthText('2,5')).toBe('2.5');
  });

  it('reads an optional number as null when blank or not a number', () => {
    expect(parseOptionalNumber('21')).toBe(21);
    expect(parseOptionalNumber(' ')).toBeNull();
    expect(parseOptionalNumber('abc')).toBeNull();
    expect(parseOptionalNumber('27,5')).toBe(27.5);
  });

  it.each([
    ['3.9', 3, 3],
    ['', 1, 1],
    ['x', 1, 1],
    ['0', 1, null],
    ['-2', 1, null],
    ['2,9', 2, 2],
    ['1e3', 1, 1],
  ])(
    'a meter quantity of %j: %s for the step calculators, %s on /calc',
    (text, atLeastOne, dropBelowOne) => {
      expect(parseMeterQuantity(text, 'at-least-one')).toBe(atLeastOne);
      expect(parseMeterQuantity(text, 'drop-below-one')).toBe(dropBelowOne);
    },
  );

  it('shows a left quantity as it counts, or its whole number when the line is dropped', () => {
    expect(normaliseQuantityText('0', 'at-least-one')).toBe('1');
    expect(normaliseQuantityText('-2.5', 'drop-below-one')).toBe('-3');
    expect(normaliseQuantityText('', 'drop-below-one')).toBe('1');
  });

  it('has a pipe configuration once a line has a size and a length above 0', () => {
    const pipe = (nominalSizeMm: number | null, lengthText: string) => ({
      pipes: [{ id: 'a', nominalSizeMm, lengthText }],
    });
    expect(hasPipeConfiguration(pipe(25, '2'))).toBe(true);
    expect(hasPipeConfiguration(pipe(null, '2'))).toBe(false);
    expect(hasPipeConfiguration(pipe(25, '0'))).toBe(false);
    expect(hasPipeConfiguration(pipe(25, 'x'))).toBe(false);
  });
});

describe('describeLengthProblem: a length past the engine’s limit, at the field (decision 0891)', () => {
  it('names the limit above 100 km, and nothing for a length up to it or a blank', () => {
    for (const text of ['100001', '1000000000', ' 250000 ']) {
      expect(describeLengthProblem(text)).toBe('Length must be 100000 m or less.');
    }
    for (const text of ['', '  ', '12.5', '12,5', '0', '100000']) {
      expect(describeLengthProblem(text)).toBeNull();
    }
  });

  it('says so where what was typed counts as 0 (decision 0896)', () => {
    expect(describeLengthProblem('-3')).toBe('Length must be 0 m or more.');
    for (const text of ['abc', '2,5,0', '1e400', '1e3', '0x10', '2.5m', '1 000']) {
      expect(describeLengthProblem(text)).toBe('Enter the length as a number, like 2.5.');
    }
  });
});

describe('readDecimal: the one grammar of a number typed in a calculator (decision 0897)', () => {
  it.each([
    ['21', 21],
    [' 27,5 ', 27.5],
    ['27.5', 27.5],
    ['.5', 0.5],
    [',5', 0.5],
    ['3.', 3],
    ['+4', 4],
  ])('reads %j as %s', (text, value) => {
    expect(readDecimal(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '1e3', '0x10', 'Infinity', '2,5,0', '2.5.0', '1 000', '21mbar'])(
    'reads %j as not a number',
    (text) => {
      expect(readDecimal(text)).toBeNaN();
    },
  );
});
