import { describe, expect, it } from 'vitest';
import { escapeHtml, passwordResetLink, passwordResetMail } from './password-reset-mail';

describe('the password reset mail (decision 0810)', () => {
  it('carries the link in text and HTML, and escapes the name in HTML', () => {
    const link = passwordResetLink('https://app.example', 'abc_DEF-123');
    expect(link).toBe('https://app.example/reset-password?token=abc_DEF-123');
    const mail = passwordResetMail({ to: 'jo@example.com', name: '<b>Jo</b> & Co', link });
    expect(mail).toMatchObject({
      kind: 'password-reset',
      to: 'jo@example.com',
      subject: 'Reset your PipeProof password',
    });
    expect(mail.text).toContain('Hello <b>Jo</b> & Co,');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain('Hello &lt;b&gt;Jo&lt;/b&gt; &amp; Co,');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain('<b>Jo');
  });

  it('greets without a name when there is none', () => {
    const mail = passwordResetMail({
      to: 'jo@example.com',
      name: '  ',
      link: 'https://x.example/r',
    });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
