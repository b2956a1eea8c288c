import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './format-minutes-seconds';
import {
  ceilTolerant,
  ceilToDecimals,
  cleanNumber,
  floorTolerant,
  floorToDecimals,
  isAtLeast,
  isAtMost,
  roundMapdMbar,
  roundMaxDropMbar,
  roundMaximumTimeToSeconds,
  roundMeasuredPercent,
  roundToDecimals,
  roundVolumeM3,
} from './rounding';

describe('tolerant ceiling (standards.md §3: "0.5 × 0.06 / 0.015 is 2, not 3")', () => {
  it.each([
    // [expression, value, naive Math.ceil, correct]
    ['0.45 × 0.1 / 0.015 (commercial new, GRM 0.1, row 0.45)', (0.45 * 0.1) / 0.015, 4, 3],
    ['0.75 × 0.1 / 0.015 (row 0.75)', (0.75 * 0.1) / 0.015, 6, 5],
    ['0.9 × 0.1 / 0.015 (row 0.90)', (0.9 * 0.1) / 0.015, 7, 6],
    ['0.9 × 0.5 / 0.015 (row 0.90, GRM 0.5)', (0.9 * 0.5) / 0.015, 31, 30],
    ['0.1 × 1.5 × 60 (SNG air, Type A)', 0.1 * 1.5 * 60, 10, 9],
  ])('%s', (_label, value, naive, correct) => {
    expect(Math.ceil(value)).toBe(naive);
    expect(ceilTolerant(value)).toBe(correct);
  });

  it('still rounds a real excess up', () => {
    expect(ceilTolerant(2.0001)).toBe(3);
    expect(ceilTolerant(2)).toBe(2);
    expect(ceilTolerant(0)).toBe(0);
  });

  it('agrees with exact rational arithmetic for decimals of up to 4 places', () => {
    // Exact reference: (a/10^4) × (b/10) / (c/10^3) computed with BigInt.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.constantFrom(1, 5),
        fc.integer({ min: 1, max: 100 }),
        (a, b, c) => {
          const value = ((a / 1e4) * (b / 10)) / (c / 1e3);
          const numerator = BigInt(a) * BigInt(b) * 1000n;
          const denominator = BigInt(c) * 100000n;
          const exactCeil = Number((numerator + denominator - 1n) / denominator);
          expect(ceilTolerant(value)).toBe(exactCeil);
        },
      ),
    );
  });
});

describe('rounding rules (decision 0301)', () => {
  it.each([
    [
      'floorTolerant(0.57 × 100, which evaluates to 56.99999999999999)',
      floorTolerant(0.57 * 100),
      57,
    ],
    ['floorTolerant(2.7)', floorTolerant(2.7), 2],
    ['ceilToDecimals(0.06000000000000001, 4)', ceilToDecimals(0.06000000000000001, 4), 0.06],
    ['floorToDecimals(0.57, 2) — a bare floor gives 0.56', floorToDecimals(0.57, 2), 0.57],
    ['roundToDecimals(-1.25, 1) — half away from zero', roundToDecimals(-1.25, 1), -1.3],
    ['cleanNumber(0.1 + 0.2)', cleanNumber(0.1 + 0.2), 0.3],
    ['roundVolumeM3(0.04612) — IV up to 0.0001 m³', roundVolumeM3(0.04612), 0.0462],
    ['roundVolumeM3(0.06) stays on its row', roundVolumeM3(0.06), 0.06],
    ['roundMaxDropMbar(0.7909604) — PDmax down to 0.01', roundMaxDropMbar(0.7909604), 0.79],
    ['roundMapdMbar(0.7801) — MAPD down to 0.1', roundMapdMbar(0.7801), 0.7],
    ['roundMeasuredPercent(20.0036) — measured % up', roundMeasuredPercent(20.0036), 20.01],
    ['roundMaximumTimeToSeconds(1.99714 min)', roundMaximumTimeToSeconds((0.0233 / 0.7) * 60), 119],
  ])('%s = %s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('compares within tolerance only', () => {
    expect(isAtMost(0.06000000000000001, 0.06)).toBe(true);
    expect(isAtMost(0.0601, 0.06)).toBe(false);
    expect(isAtLeast(89.99999999999999, 90)).toBe(true);
    expect(isAtLeast(89.99, 90)).toBe(false);
  });
});

describe('formatMinutesSeconds (standards.md §5: mm:ss, never "x:60")', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [60, '01:00'],
    [119, '01:59'],
    [120, '02:00'],
    [7530, '125:30'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });

  it('never shows 60 seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10000, noNaN: true }), (minutes) => {
        const text = formatMinutesSeconds(roundMaximumTimeToSeconds(minutes));
        expect(text).toMatch(/^\d{2,}:[0-5]\d$/);
      }),
    );
  });
});
