import { describe, expect, it } from 'vitest';
import { ChangePasswordRequestSchema } from './change-password-request';
import { findPasswordProblem } from './find-password-problem';
import { SignUpRequestSchema } from './sign-up-request';

describe('findPasswordProblem (the rules the browser checks too, docs/decisions/0108)', () => {
  it.each([
    ['', 'Please enter a password.'],
    ['123456789', 'Password must be at least 10 characters.'],
    ['abcdefghi', 'Password must be at least 10 characters.'],
    ['x'.repeat(129), 'Password must be at most 128 characters.'],
    ['aaaaaaaaaa', 'Password must not be one character repeated.'],
    [' '.repeat(10), 'Password must not be one character repeated.'],
    ['🔥'.repeat(10), 'Password must not be one character repeated.'],
  ])('%o → %s', (password, message) => {
    expect(findPasswordProblem(password)).toBe(message);
  });

  it('counts characters as a person does: ten emoji are ten characters', () => {
    // 20 UTF-16 code units, 10 characters: long enough, and not one repeated.
    expect(findPasswordProblem('🔥🚒🔥🚒🔥🚒🔥🚒🔥🚒')).toBeNull();
    expect(findPasswordProblem('🔥🚒🔥🚒🔥🚒🔥🚒🔥')).toBe(
      'Password must be at least 10 characters.',
    );
  });

  it('refuses the email address itself, whatever its case and surrounding spaces', () => {
    const email = 'Engineer.One@Example.com';
    expect(findPasswordProblem('engineer.one@example.com', { email })).toBe(
      'Password must not be your email address.',
    );
    expect(findPasswordProblem(' ENGINEER.ONE@EXAMPLE.COM ', { email: ` ${email}` })).toBe(
      'Password must not be your email address.',
    );
    expect(findPasswordProblem('engineer.one@example.com!', { email })).toBeNull();
  });

  it('names a new password as such', () => {
    expect(findPasswordProblem('bbbbbbbbbbbb', { subject: 'New password' })).toBe(
      'New password must not be one character repeated.',
    );
  });

  it('accepts a long password that breaks no rule', () => {
    expect(findPasswordProblem('purge the riser at dawn', { email: 'a@b.co' })).toBeNull();
  });
});

describe('SignUpRequestSchema', () => {
  const body = { name: 'Ada', email: 'ada@example.com', password: 'purge the riser at dawn' };

  it('accepts a good password', () => {
    expect(SignUpRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['short1234', 'Password must be at least 10 characters.'],
    ['zzzzzzzzzzzz', 'Password must not be one character repeated.'],
    ['ADA@example.com', 'Password must not be your email address.'],
  ])('refuses %o on field password, once, in plain words', (password, message) => {
    const result = SignUpRequestSchema.safeParse({ ...body, password });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message: text }) => [path.join('.'), text])).toEqual([
      ['password', message],
    ]);
  });
});

describe('ChangePasswordRequestSchema', () => {
  it('refuses a weak new password on field newPassword, naming it', () => {
    const result = ChangePasswordRequestSchema.safeParse({
      currentPassword: 'the old one',
      newPassword: '1111111111',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['newPassword'], message: 'New password must not be one character repeated.' },
    ]);
  });
});
