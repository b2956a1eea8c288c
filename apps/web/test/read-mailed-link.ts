import { inject } from 'vitest';
import { readVerifyLinkFromFolder } from '../../server/test/support/mail-folder';

/**
 * The first `/verify-email` link mailed to `to` by the standard server, whose SMTP server keeps
 * each message as an .eml file (test/global-setup.ts). Waits for the mail to arrive.
 */
export function readMailedVerifyLink(to: string, timeoutMs = 10_000): Promise<string> {
  return readVerifyLinkFromFolder(inject('servers').standard.mailDir, to, timeoutMs);
}
