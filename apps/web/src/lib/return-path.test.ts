import { rememberLastCalculator } from './last-calculator';
import { isSafeReturnPath, takePostSignInPath } from './return-path';

describe('isSafeReturnPath', () => {
  it.each([
    ['/account', true],
    ['/subscribe?tier=basic', true],
    ['//evil.example/account', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['', false],
    [null, false],
  ])('%s → %s', (path, expected) => {
    expect(isSafeReturnPath(path)).toBe(expected);
  });
});

describe('takePostSignInPath (product.md §2: after sign-in)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sends the user to subscribe when a pending tier is stored, and clears it', () => {
    sessionStorage.setItem('pendingTier', 'premium');
    expect(takePostSignInPath('/account')).toBe('/subscribe?tier=premium');
    expect(sessionStorage.getItem('pendingTier')).toBeNull();
  });

  it('ignores a pending tier that is not a paid plan', () => {
    sessionStorage.setItem('pendingTier', 'platinum');
    expect(takePostSignInPath(null)).toBe('/');
    expect(sessionStorage.getItem('pendingTier')).toBeNull();
  });

  it('otherwise returns to the page the user came from, if it is on this site', () => {
    expect(takePostSignInPath('/settings')).toBe('/settings');
    expect(takePostSignInPath('https://evil.example/')).toBe('/');
    expect(takePostSignInPath('/sign-in?returnTo=%2F')).toBe('/');
    expect(takePostSignInPath(null)).toBe('/');
  });

  it('with nowhere else to go, the step calculator last opened on this device (decision 0448)', () => {
    rememberLastCalculator('/industrial');
    expect(takePostSignInPath(null)).toBe('/industrial');
    expect(takePostSignInPath('/account')).toBe('/account');
    sessionStorage.setItem('pendingTier', 'basic');
    expect(takePostSignInPath(null)).toBe('/subscribe?tier=basic');
    localStorage.setItem('pipeproof.last-calculator.v1', 'https://evil.example/');
    expect(takePostSignInPath(null)).toBe('/');
  });
});
