import { describe, expect, it } from 'vitest';
import { SocialSignInRequestSchema } from './social-sign-in-request';

describe('SocialSignInRequestSchema', () => {
  it.each(['/', '/calc', '/sign-in?returnTo=%2Faccount&provider=failed'])(
    'accepts the same-site path %o',
    (callbackURL) => {
      expect(SocialSignInRequestSchema.safeParse({ provider: 'oidc', callbackURL }).success).toBe(
        true,
      );
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'calc',
    '/calc\r\nSet-Cookie: x=1',
    '/calc\u0000',
    '/calc\uD800',
    `/${'a'.repeat(2048)}`,
  ])('refuses %o on field callbackURL', (callbackURL) => {
    const result = SocialSignInRequestSchema.safeParse({ provider: 'oidc', callbackURL });
    expect(result.error?.issues).toMatchObject([
      {
        path: ['callbackURL'],
        message: 'The callback URL must be a path on this site, at most 2048 characters.',
      },
    ]);
  });

  it('keeps only the fields PipeProof passes on', () => {
    const parsed = SocialSignInRequestSchema.parse({
      provider: 'google',
      callbackURL: '/',
      idToken: { token: 'x' },
      additionalData: { a: 1 },
    });
    expect(parsed).toEqual({ provider: 'google', callbackURL: '/' });
  });
});
