import type { OutgoingMail } from './mail-outbox';

/** Text for HTML: & < > " ' as entities. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The page a reset link opens: the web app's /reset-password with the token. */
export function passwordResetLink(baseUrl: string, token: string): string {
  return `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The forgotten-password mail (decision 0810): the link, what it does and for how long, and what
 * to do when it was not asked for. Plain text and simple HTML, en-GB.
 */
export function passwordResetMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): OutgoingMail {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const lines = [
    greeting,
    '',
    'Someone asked to reset the password of your PipeProof account. If it was you, open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. Choosing a new password signs you out everywhere else.',
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    'PipeProof',
  ];
  const html = [
    '<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Someone asked to reset the password of your PipeProof account. If it was you, open this link within 1 hour to choose a new password:</p>',
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">Choose a new password</a></p>`,
    `<p style="font-size:14px">Or copy this address into your browser: ${escapeHtml(link)}</p>`,
    '<p>The link works once. Choosing a new password signs you out everywhere else.</p>',
    '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
    '<p>PipeProof</p>',
    '</body></html>',
  ].join('\n');
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your PipeProof password',
    text: lines.join('\n'),
    html,
  };
}
