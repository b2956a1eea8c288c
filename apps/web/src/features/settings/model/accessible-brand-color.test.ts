import { describe, expect, it } from 'vitest';
import { contrastWithWhite, toAccessibleBrandColor } from './accessible-brand-color';

describe('toAccessibleBrandColor (WCAG 2.2 AA, 4.5:1 with white)', () => {
  it('keeps colours that already read well with white', () => {
    expect(contrastWithWhite('#2563eb')).toBeCloseTo(5.17, 2);
    expect(toAccessibleBrandColor('#2563EB')).toBe('#2563eb');
    expect(toAccessibleBrandColor('#64748b')).toBe('#64748b');
    expect(toAccessibleBrandColor('#000000')).toBe('#000000');
  });

  it.each(['#ffff00', '#f59e0b', '#93c5fd', '#ffffff', '#22c55e'])(
    'darkens %s just enough to reach 4.5:1, keeping its hue',
    (hex) => {
      expect(contrastWithWhite(hex)).toBeLessThan(4.5);
      const adjusted = toAccessibleBrandColor(hex);
      expect(contrastWithWhite(adjusted)).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(adjusted)).toBeLessThan(5);
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      const [ar, ag, ab] = [1, 3, 5].map((i) => Number.parseInt(adjusted.slice(i, i + 2), 16));
      // Same proportions between channels (a darker shade of the same colour).
      if (r && g) expect((ar ?? 0) / (ag || 1)).toBeCloseTo(r / (g || 1), 1);
      if (b === 0) expect(ab).toBe(0);
    },
  );
});
