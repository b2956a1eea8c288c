import { describe, expect, it } from 'vitest';
import { TEST_KINDS, timedInAppFor } from './types';

describe('timedInAppFor (decision 0414)', () => {
  it('says whether a timed test ran to its end on the app', () => {
    expect(timedInAppFor(['tightness'], 'tightness')).toBe(true);
    expect(timedInAppFor(['strength'], 'tightness')).toBe(false);
    expect(timedInAppFor([], 'let-by')).toBe(false);
  });

  it('says nothing of a purge, which has no period to sit out', () => {
    expect(timedInAppFor(TEST_KINDS, 'purge')).toBeNull();
  });
});
