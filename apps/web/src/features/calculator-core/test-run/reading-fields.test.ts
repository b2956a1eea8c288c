import { describe, expect, it } from 'vitest';
import { parseReading, READING_FIELDS } from './reading-fields';

const [drop] = READING_FIELDS.strength;
const [flow, gas] = READING_FIELDS.purge;

describe('parseReading', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['-0', 0],
    ['1.25', 1.25],
    ['1,25', 1.25],
    ['0.', 0],
    ['.5', 0.5],
    ['0.100', 0.1],
    [' 2 ', 2],
  ])('accepts %j as %s for a pressure drop', (text, value) => {
    expect(parseReading(text, drop)).toEqual({ value });
  });

  it.each([
    ['-0.01', 'Actual pressure drop must be 0 mbar or more'],
    ['-', 'Enter the actual pressure drop as a number, like 1.5'],
    ['abc', 'Enter the actual pressure drop as a number, like 1.5'],
    ['1e3', 'Enter the actual pressure drop as a number, like 1.5'],
    ['1.2.3', 'Enter the actual pressure drop as a number, like 1.5'],
    ['0.125', 'Actual pressure drop can have at most 2 decimal places'],
  ])('refuses %j for a pressure drop: %s', (text, error) => {
    expect(parseReading(text, drop)).toEqual({ value: undefined, error });
  });

  it('holds gas content to 0–100 % in steps of 0.1 (product.md §5)', () => {
    expect(parseReading('100', gas)).toEqual({ value: 100 });
    expect(parseReading('0', gas)).toEqual({ value: 0 });
    expect(parseReading('100.1', gas).error).toBe('Gas content must be between 0 % and 100 %');
    expect(parseReading('-1', gas).error).toBe('Gas content must be between 0 % and 100 %');
    expect(parseReading('90.25', gas).error).toBe('Gas content can have at most 1 decimal place');
  });

  it('holds the flow rate to 0 m³/h or more in steps of 0.1', () => {
    expect(parseReading('2.5', flow)).toEqual({ value: 2.5 });
    expect(parseReading('-0.1', flow).error).toBe('Actual flow rate must be 0 m³/h or more');
    expect(parseReading('2.55', flow).error).toBe(
      'Actual flow rate can have at most 1 decimal place',
    );
  });

  it('refuses a typing slip beyond the engine’s bounds at the field, in its own words (0894)', () => {
    const [rise] = READING_FIELDS['let-by'];
    expect(parseReading('100000', drop)).toEqual({ value: 100_000 });
    expect(parseReading('100000.01', drop).error).toBe(
      'Actual pressure drop must be 100000 mbar or less',
    );
    expect(parseReading('99999999', rise).error).toBe('Pressure rise must be 100000 mbar or less');
    expect(parseReading('1000001', flow).error).toBe(
      'Actual flow rate must be 1000000 m³/h or less',
    );
  });

  it('gives every test kind its fields', () => {
    expect(
      Object.fromEntries(
        Object.entries(READING_FIELDS).map(([kind, fields]) => [
          kind,
          fields.map((field) => field.key),
        ]),
      ),
    ).toEqual({
      strength: ['actualPressureDrop'],
      tightness: ['actualPressureDrop'],
      'let-by': ['letByPressureReading'],
      purge: ['actualFlowRate', 'actualGasContent'],
    });
  });
});
