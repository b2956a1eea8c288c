import { describe, expect, it } from 'vitest';
import { offerPipeSizesMm } from './pipe-sizes';

describe('offerPipeSizesMm: only up to the tier’s largest size (product.md §6)', () => {
  it.each([
    [25, [15, 20, 25]],
    [80, [15, 20, 25, 32, 40, 50, 65, 80]],
    [150, [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150]],
    [300, [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150]],
  ])('steel, commercial, up to %s mm', (max, sizes) => {
    expect(offerPipeSizesMm('steel', 'commercial', max)).toEqual(sizes);
  });

  it('copper in the commercial calculator stops at 67 mm', () => {
    expect(offerPipeSizesMm('copper', 'commercial', 300)).toEqual([15, 22, 28, 35, 42, 54, 67]);
  });

  it('keeps a size already chosen so a restored job reads correctly', () => {
    expect(offerPipeSizesMm('steel', 'commercial', 25, 50)).toEqual([15, 20, 25, 50]);
  });
});
