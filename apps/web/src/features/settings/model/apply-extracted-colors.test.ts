import { describe, expect, it } from 'vitest';
import { applyExtractedColors } from './apply-extracted-colors';
import type { ExtractedColor } from './extract-colors';

const found = (...hexes: string[]): ExtractedColor[] =>
  hexes.map((hex, i) => ({ hex, rgb: { r: 0, g: 0, b: 0 }, count: 10 - i }));
const DEFAULTS = { primaryColor: '#2563eb', secondaryColor: '#64748b' };

describe('applyExtractedColors (product.md §4 auto-set rules)', () => {
  it('sets both when both are still the defaults and two colours were found', () => {
    expect(applyExtractedColors(DEFAULTS, found('#1e40af', '#f59e0b', '#111111'))).toEqual({
      primaryColor: '#1e40af',
      secondaryColor: '#f59e0b',
    });
  });

  it('with one colour only the primary changes', () => {
    expect(applyExtractedColors(DEFAULTS, found('#1e40af'))).toEqual({
      primaryColor: '#1e40af',
      secondaryColor: '#64748b',
    });
  });

  it('never overwrites a colour the engineer chose', () => {
    expect(
      applyExtractedColors(
        { primaryColor: '#000080', secondaryColor: '#64748B' },
        found('#1e40af', '#f59e0b'),
      ),
    ).toEqual({ primaryColor: '#000080', secondaryColor: '#f59e0b' });
    expect(
      applyExtractedColors(
        { primaryColor: '#2563EB', secondaryColor: '#333333' },
        found('#1e40af', '#f59e0b'),
      ),
    ).toEqual({ primaryColor: '#1e40af', secondaryColor: '#333333' });
  });

  it('nothing found changes nothing', () => {
    expect(applyExtractedColors(DEFAULTS, [])).toEqual(DEFAULTS);
  });
});
