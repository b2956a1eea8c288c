import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalPlacesOf,
  floorToSignificantFigures,
  formatFigure,
  roundLeakRateUpM3h,
} from './significant-figures';

describe('significant figures (decision 0904)', () => {
  it.each([
    [0.000570136, 0.00057],
    [0.00020362, 0.000203],
    [0.00934775, 0.00934],
    [0.0298, 0.0298],
    [0.0444874, 0.0444],
    [12.345, 12.3],
    [1234.5, 1234],
    [0, 0],
  ])('a maximum %s down to 3 significant figures is %s', (x, shown) => {
    expect(floorToSignificantFigures(x, 3)).toBe(shown);
  });

  it.each([
    [0.0014, 4],
    [0.03, 2],
    [0.00406, 5],
    [0.0075719, 7],
    [7, 0],
    [0.123456789, 9],
  ])('%s is written with %s decimal places', (x, decimals) => {
    expect(decimalPlacesOf(x)).toBe(decimals);
  });

  it.each<[number, number | null, number]>([
    [0.00139454, 0.0014, 0.0014],
    [0.00142136, 0.0014, 0.00143],
    [0.00390852, null, 0.00391],
    [0.0312345, 0.03, 0.0313],
    [0.0299999, 0.03, 0.03],
    // The MPLR has more decimal places than 3 figures of the leak rate: the leak rate takes them.
    [0.00512345678, 0.0075719, 0.0051235],
    [0.000028381, 0.0014, 0.0000284],
    [3e-8, 0.0014, 3e-8],
    [0, 0.0014, 0],
  ])('a leak rate %s against an MPLR of %s is shown as %s (rounded up)', (lr, mplr, shown) => {
    expect(roundLeakRateUpM3h(lr, mplr)).toBe(shown);
  });

  // Leak rates to 9 decimal places up to 0.1 m³/h (every MPLR is at most 0.03). Above that the
  // 9th decimal lies inside the engine's 1e-9 relative tolerance, where two figures count as
  // equal (decision 0301 §1): 0.999999981 rounds up to 8 places as 0.99999998.
  it('the rounded leak rate is at or under an MPLR exactly when the unrounded one is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 8 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 2, max: 8 }),
        (lrNanos, mplrDigits, mplrDecimals) => {
          const leakRate = lrNanos / 10 ** 9;
          const mplr = mplrDigits / 10 ** mplrDecimals;
          expect(roundLeakRateUpM3h(leakRate, mplr) <= mplr).toBe(leakRate <= mplr);
          expect(roundLeakRateUpM3h(leakRate, mplr)).toBeGreaterThanOrEqual(leakRate);
        },
      ),
    );
  });

  it.each([
    [3e-8, '0.00000003'],
    [0.0000284, '0.0000284'],
    [2000, '2000'],
    [10.5, '10.5'],
    [0, '0'],
  ])('%s is printed as %s, never with an exponent', (x, text) => {
    expect(formatFigure(x)).toBe(text);
  });
});
