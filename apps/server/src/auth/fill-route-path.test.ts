import { describe, expect, it } from 'vitest';
import { fillRoutePath } from './fill-route-path';

describe('fillRoutePath', () => {
  it('keeps a static path as registered', () => {
    expect(fillRoutePath('/sign-in/email', {})).toBe('/sign-in/email');
  });

  it('fills a parameter', () => {
    expect(fillRoutePath('/callback/:id', { id: 'oidc' })).toBe('/callback/oidc');
  });

  it.each(['../sign-in/email', 'a/b', '%2e%2e', 'x?y#z', '...'])(
    'encodes %o so it stays one segment that is not a dot segment',
    (id) => {
      const path = fillRoutePath('/callback/:id', { id });
      expect(path.split('/')).toHaveLength(3);
      expect(new URL(path, 'http://x.test').pathname.startsWith('/callback/')).toBe(true);
    },
  );

  it('throws when a parameter has no value', () => {
    expect(() => fillRoutePath('/callback/:id', {})).toThrow(/no value for :id/);
  });

  it.each(['', '.', '..'])('throws for %o, which no encoding keeps in its segment', (id) => {
    expect(() => fillRoutePath('/callback/:id', { id })).toThrow(/is not a path segment/);
  });
});
