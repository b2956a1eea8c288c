import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_ADDRESS_MAX_LENGTH, EMAIL_ADDRESS_PATTERN, isEmailAddress } from './email-address';
import { EmailSchema } from './password';

const ADDRESSES: ReadonlyArray<[string, boolean]> = [
  ['name@example.com', true],
  ['first.last+tag@sub.example.co.uk', true],
  ["o'brien@example.ie", true],
  ['a@b.co', true],
  ['not-an-email', false],
  ['name@', false],
  ['@example.com', false],
  ['name@example', false],
  ['name@example.c', false],
  ['.name@example.com', false],
  ['na..me@example.com', false],
  ['name.@example.com', false],
  ['name@-example.com', false],
  ['name @example.com', false],
  ['name@example.com ', false],
  ['', false],
];

describe('isEmailAddress (one rule for the server and the web forms, docs/decisions/0233)', () => {
  it('is zod’s own address pattern, so the schemas built on it did not change', () => {
    // zod writes a hyphen at the end of a character class escaped (`\-`); it means the same there.
    expect(EMAIL_ADDRESS_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_ADDRESS_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each(ADDRESSES)('%o → %s, as z.email() says', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
    expect(z.email().safeParse(text).success).toBe(expected);
  });
});

describe('EmailSchema (the server’s)', () => {
  it.each(ADDRESSES.filter(([text]) => text.trim() === text))(
    '%o → accepted %s, as isEmailAddress says',
    (text, expected) => {
      expect(EmailSchema.safeParse(text).success).toBe(expected);
    },
  );

  it('trims before checking', () => {
    expect(EmailSchema.parse('  name@example.com ')).toBe('name@example.com');
  });

  it(`accepts ${EMAIL_ADDRESS_MAX_LENGTH} characters and refuses one more, in its own words`, () => {
    const domain = '@example.com';
    const longest = `${'a'.repeat(EMAIL_ADDRESS_MAX_LENGTH - domain.length)}${domain}`;
    expect(EmailSchema.safeParse(longest).success).toBe(true);
    expect(EmailSchema.safeParse(`a${longest}`).error?.issues).toMatchObject([
      { message: 'Please enter a valid email address.' },
    ]);
    expect(EmailSchema.safeParse('name@').error?.issues).toMatchObject([
      { message: 'Please enter a valid email address.' },
    ]);
  });
});
