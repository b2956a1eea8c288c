import { describe, expect, it } from 'vitest';
import { bucketChannel, extractColors, perceivedBrightness } from './extract-colors';

type Rgba = readonly [number, number, number, number];

/** ImageData-style bytes for a list of pixels. */
function pixels(list: readonly Rgba[]): Uint8ClampedArray {
  return Uint8ClampedArray.from(list.flat());
}

/** `count` sampled pixels of `color`, each followed by three unsampled `filler` pixels. */
function sampledRun(color: Rgba, count: number, filler: Rgba = [200, 0, 0, 255]): Rgba[] {
  return Array.from({ length: count }, () => [color, filler, filler, filler]).flat();
}

const opaque = (r: number, g: number, b: number): Rgba => [r, g, b, 255];

describe('extractColors (product.md §9)', () => {
  it('samples every 4th pixel only', () => {
    // 3 sampled blue pixels; the 9 red ones between them are never looked at.
    const result = extractColors(pixels(sampledRun(opaque(40, 80, 180), 3)));
    expect(result).toEqual([{ hex: '#2850b4', rgb: { r: 40, g: 80, b: 180 }, count: 3 }]);
  });

  it('ignores pixels with alpha under 128, keeps 128', () => {
    const result = extractColors(
      pixels([
        ...sampledRun([40, 80, 180, 127], 5),
        ...sampledRun([40, 80, 180, 128], 2),
        ...sampledRun([40, 80, 180, 0], 5),
      ]),
    );
    expect(result).toEqual([{ hex: '#2850b4', rgb: { r: 40, g: 80, b: 180 }, count: 2 }]);
  });

  it('ignores near-white (every channel above 240), but not a colour with one low channel', () => {
    const result = extractColors(
      pixels([
        ...sampledRun(opaque(241, 241, 241), 5),
        ...sampledRun(opaque(255, 255, 255), 5),
        ...sampledRun(opaque(250, 245, 20), 1),
      ]),
    );
    expect(result.map((color) => color.hex)).toEqual(['#fff014']);
  });

  it('buckets each channel to the nearest 20 (at most 255) and counts the bucket', () => {
    expect([0, 9, 10, 29, 30, 249, 250, 255].map(bucketChannel)).toEqual([
      0, 0, 20, 20, 40, 240, 255, 255,
    ]);
    const result = extractColors(
      pixels([...sampledRun(opaque(95, 64, 172), 1), ...sampledRun(opaque(104, 56, 178), 1)]),
    );
    expect(result).toEqual([{ hex: '#643cb4', rgb: { r: 100, g: 60, b: 180 }, count: 2 }]);
  });

  it('keeps brightness strictly between 30 and 220', () => {
    expect(perceivedBrightness(100, 0, 0)).toBeCloseTo(29.9);
    expect(perceivedBrightness(0, 40, 60)).toBeCloseTo(30.32);
    expect(perceivedBrightness(220, 220, 220)).toBe(220);
    const result = extractColors(
      pixels([
        ...sampledRun(opaque(100, 0, 0), 9), // 29.9: too dark
        ...sampledRun(opaque(0, 40, 60), 1), // 30.32: kept
        ...sampledRun(opaque(220, 220, 220), 9), // exactly 220: too light
        ...sampledRun(opaque(200, 200, 200), 2), // 200: kept
        ...sampledRun(opaque(0, 0, 0), 9), // black: too dark
      ]),
    );
    expect(result.map((color) => [color.hex, color.count])).toEqual([
      ['#c8c8c8', 2],
      ['#00283c', 1],
    ]);
  });

  it('returns the top 6 by count, ties in the order first seen', () => {
    const colors: Rgba[] = [
      opaque(20, 40, 160),
      opaque(160, 40, 20),
      opaque(40, 160, 20),
      opaque(100, 100, 100),
      opaque(120, 0, 120),
      opaque(0, 120, 120),
      opaque(180, 120, 0),
      opaque(60, 60, 140),
    ];
    const counts = [1, 8, 3, 3, 7, 2, 6, 5];
    const data = pixels(colors.flatMap((color, i) => sampledRun(color, counts[i] ?? 0)));
    expect(extractColors(data).map((color) => [color.hex, color.count])).toEqual([
      ['#a02814', 8],
      ['#780078', 7],
      ['#b47800', 6],
      ['#3c3c8c', 5],
      ['#28a014', 3],
      ['#646464', 3],
    ]);
  });

  it('finds nothing in a transparent or all-white image', () => {
    expect(extractColors(pixels(sampledRun([30, 64, 175, 0], 10)))).toEqual([]);
    expect(extractColors(pixels(sampledRun(opaque(255, 255, 255), 10)))).toEqual([]);
    expect(extractColors(new Uint8ClampedArray())).toEqual([]);
  });
});
