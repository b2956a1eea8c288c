import { describe, expect, it } from 'vitest';
import { applyBrandingDefaults } from './apply-branding-defaults';

const DEFAULTS = { engineerName: 'Jo Fitter', gasSafeNumber: '123456' };

describe('applyBrandingDefaults (product.md §3: prefill when both are empty)', () => {
  it('fills a job with neither', () => {
    expect(applyBrandingDefaults({ engineerName: '', gasSafeNumber: ' ' }, DEFAULTS)).toEqual(
      DEFAULTS,
    );
  });

  it.each([
    [{ engineerName: 'Sam', gasSafeNumber: '' }],
    [{ engineerName: '', gasSafeNumber: '999999' }],
    [{ engineerName: 'Sam', gasSafeNumber: '999999' }],
  ])('leaves %j alone', (job) => {
    expect(applyBrandingDefaults(job, DEFAULTS)).toBeNull();
  });

  it('does nothing without defaults', () => {
    expect(applyBrandingDefaults({ engineerName: '', gasSafeNumber: '' }, null)).toBeNull();
  });
});
