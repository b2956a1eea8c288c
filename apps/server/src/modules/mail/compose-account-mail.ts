import type { OutgoingMail } from './mail-outbox';
import { escapeHtml } from './password-reset-mail';

/** What an account mail says: paragraphs before the link, the button's words, paragraphs after. */
export interface AccountMailContent {
  kind: string;
  to: string;
  name: string;
  subject: string;
  before: readonly string[];
  link: string;
  buttonLabel: string;
  after: readonly string[];
}

/**
 * An account mail in the reset mail's layout (decision 0810): greeting, what happened, the link
 * (a button in HTML, the address in both), what to do if it was not you. Plain text and simple
 * HTML, en-GB; the name is escaped in HTML.
 */
export function composeAccountMail(content: AccountMailContent): OutgoingMail {
  const greeting = content.name.trim() ? `Hello ${content.name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...content.before.flatMap((line) => [line, '']),
    content.link,
    '',
    ...content.after.flatMap((line) => [line, '']),
    'PipeProof',
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    paragraph(greeting),
    ...content.before.map(paragraph),
    `<p><a href="${escapeHtml(content.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.buttonLabel)}</a></p>`,
    `<p style="font-size:14px">Or copy this address into your browser: ${escapeHtml(content.link)}</p>`,
    ...content.after.map(paragraph),
    '<p>PipeProof</p>',
    '</body></html>',
  ].join('\n');
  return { kind: content.kind, to: content.to, subject: content.subject, text, html };
}
