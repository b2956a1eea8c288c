import { describe, expect, it } from 'vitest';
import { findEmailProblem } from './credential-checks';
import { checkSignInInput } from './sign-in-email';
import { checkCreateAccountInput } from './sign-up-email';

// The sign-in page's forms check by hand (docs/decisions/0233), in the words they always used.
describe('findEmailProblem', () => {
  it.each([
    ['', 'Enter your email address.'],
    ['   ', 'Enter your email address.'],
    ['not-an-email', 'Enter a valid email address, like name@example.com.'],
    ['name@example', 'Enter a valid email address, like name@example.com.'],
    ['na..me@example.com', 'Enter a valid email address, like name@example.com.'],
    ['name@example.com', null],
    ['  name@example.com  ', null],
  ])('%o → %o', (email, problem) => {
    expect(findEmailProblem(email)).toBe(problem);
  });
});

describe('checkSignInInput', () => {
  it('names every empty field', () => {
    expect(checkSignInInput({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Enter your email address.', password: 'Enter your password.' },
    });
  });

  it('sends the address trimmed and the password exactly as typed', () => {
    expect(checkSignInInput({ email: ' ada@example.com ', password: ' x ' })).toEqual({
      ok: true,
      values: { email: 'ada@example.com', password: ' x ' },
    });
  });

  it('leaves the password’s other rules to the server (an old password may be short)', () => {
    expect(checkSignInInput({ email: 'ada@example.com', password: 'a' }).ok).toBe(true);
  });
});

describe('checkCreateAccountInput', () => {
  const good = { name: 'Ada', email: 'ada@example.com', password: 'purge the riser at dawn' };

  it('sends the name and address trimmed', () => {
    expect(
      checkCreateAccountInput({ ...good, name: '  Ada Lovelace ', email: ' ada@example.com' }),
    ).toEqual({
      ok: true,
      values: { name: 'Ada Lovelace', email: 'ada@example.com', password: good.password },
    });
  });

  it.each([
    [{ name: '' }, { name: 'Enter your name.' }],
    [{ name: '   ' }, { name: 'Enter your name.' }],
    [{ name: 'x'.repeat(200) }, {}],
    [{ name: 'x'.repeat(201) }, { name: 'Name must be at most 200 characters.' }],
    [{ name: ` ${'x'.repeat(200)} ` }, {}],
    [{ email: '' }, { email: 'Enter your email address.' }],
    [{ password: '' }, { password: 'Please enter a password.' }],
    [{ password: 'short' }, { password: 'Password must be at least 10 characters.' }],
    [{ password: 'xxxxxxxxxxxx' }, { password: 'Password must not be one character repeated.' }],
    [{ password: 'ADA@example.com' }, { password: 'Password must not be your email address.' }],
    [
      { email: '  ada@example.com ', password: 'ada@EXAMPLE.com  ' },
      { password: 'Password must not be your email address.' },
    ],
    // The address rule and the password rule each stand alone, as the zod schema's did.
    [
      { name: '', password: 'ADA@example.com' },
      { name: 'Enter your name.', password: 'Password must not be your email address.' },
    ],
    [
      { email: 'abcdefghijk', password: 'abcdefghijk' },
      {
        email: 'Enter a valid email address, like name@example.com.',
        password: 'Password must not be your email address.',
      },
    ],
  ])('%o → %o', (change, errors) => {
    const result = checkCreateAccountInput({ ...good, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
