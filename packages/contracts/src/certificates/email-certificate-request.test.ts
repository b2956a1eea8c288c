import { describe, expect, it } from 'vitest';
import { JobCustomerEmailSchema } from '../jobs/customer-email';
import {
  CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS,
  EmailCertificateRequestSchema,
} from './email-certificate-request';

describe('EmailCertificateRequestSchema (decision 0812)', () => {
  it('trims the address and the note; a left-out note is none', () => {
    expect(EmailCertificateRequestSchema.parse({ to: ' jo@example.com ' })).toEqual({
      to: 'jo@example.com',
      message: '',
    });
    expect(
      EmailCertificateRequestSchema.parse({ to: 'jo@example.com', message: '  Thanks.  ' }),
    ).toEqual({ to: 'jo@example.com', message: 'Thanks.' });
  });

  it.each([
    [{}, 'to'],
    [{ to: '' }, 'to'],
    [{ to: 'a@example.com; b@example.com' }, 'to'],
    [{ to: `${'a'.repeat(320)}@example.com` }, 'to'],
    [
      { to: 'a@example.com', message: 'x'.repeat(CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS + 1) },
      'message',
    ],
    [{ to: 'a@example.com', message: 'nul\u0000' }, 'message'],
  ])('refuses %o on %s', (body, field) => {
    const result = EmailCertificateRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('takes a note of exactly the limit', () => {
    const message = 'x'.repeat(CERTIFICATE_EMAIL_MESSAGE_MAX_CHARS);
    expect(EmailCertificateRequestSchema.parse({ to: 'a@example.com', message }).message).toBe(
      message,
    );
  });
});

describe('JobCustomerEmailSchema: left out keeps, blank or null clears', () => {
  it.each([
    [undefined, undefined],
    [null, null],
    ['', null],
    ['   ', null],
    [' jo@example.com ', 'jo@example.com'],
  ])('%o → %o', (input, output) => {
    expect(JobCustomerEmailSchema.parse(input)).toBe(output);
  });

  it('refuses an address that is not one', () => {
    expect(JobCustomerEmailSchema.safeParse('not-an-address').success).toBe(false);
  });
});
