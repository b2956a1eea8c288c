import { describe, expect, it } from 'vitest';
import { emailChangeConfirmationMail } from './email-change-confirmation-mail';
import {
  emailVerificationLink,
  emailVerificationMail,
  newEmailVerificationMail,
} from './email-verification-mail';

describe('the verification and change-of-address mails (decision 0811)', () => {
  it('link to /verify-email with the token, and the step when it is not a plain verification', () => {
    expect(emailVerificationLink('https://app.example', 'a.b.c', 'verify')).toBe(
      'https://app.example/verify-email?token=a.b.c',
    );
    expect(emailVerificationLink('https://app.example', 'a.b.c', 'new-address')).toBe(
      'https://app.example/verify-email?token=a.b.c&step=new-address',
    );
  });

  it.each([
    [emailVerificationMail, 'email-verification', 'Verify your email address for PipeProof'],
    [
      newEmailVerificationMail,
      'email-change-verification',
      'Confirm your new email address for PipeProof',
    ],
  ])('%o carries the link in text and HTML and escapes the name', (make, kind, subject) => {
    const link = 'https://app.example/verify-email?token=a.b.c&step=new-address';
    const mail = make({ to: 'jo@example.com', name: '<b>Jo</b>', link });
    expect(mail).toMatchObject({ kind, to: 'jo@example.com', subject });
    expect(mail.text).toContain('Hello <b>Jo</b>,');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('Hello &lt;b&gt;Jo&lt;/b&gt;,');
    expect(mail.html).toContain(
      'href="https://app.example/verify-email?token=a.b.c&amp;step=new-address"',
    );
  });

  it('tells the current address which new address was asked for', () => {
    const mail = emailChangeConfirmationMail({
      to: 'old@example.com',
      name: '',
      newEmail: 'new@example.com',
      link: 'https://app.example/verify-email?token=a.b.c&step=confirm-change',
    });
    expect(mail).toMatchObject({ kind: 'email-change-confirmation', to: 'old@example.com' });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('new@example.com');
  });
});
