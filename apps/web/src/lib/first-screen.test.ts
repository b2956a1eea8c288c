import { describe, expect, it } from 'vitest';
import { hydratesFirstScreen } from './first-screen';

describe('hydratesFirstScreen (decision 0866)', () => {
  it('hydrates the landing page sent signed out to a device that remembers nobody', () => {
    expect(hydratesFirstScreen(true, '/', false)).toBe(true);
  });

  it('draws afresh when the device holds an engineer (signed in, or work sealed): not the copy', () => {
    expect(hydratesFirstScreen(true, '/', true)).toBe(false);
  });

  it('draws afresh the pages that read the device in their first render', () => {
    for (const path of ['/commercial', '/domestic', '/sign-in']) {
      expect(hydratesFirstScreen(true, path, false)).toBe(false);
    }
  });

  it('draws afresh a page sent without a first screen', () => {
    expect(hydratesFirstScreen(false, '/', false)).toBe(false);
  });
});
