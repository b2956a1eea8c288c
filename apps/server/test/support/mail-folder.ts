import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Quoted-printable text as written: soft line breaks joined, `=XX` decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first `/verify-email` link in a message to `to` in `folder`, or null. */
async function findVerifyLink(folder: string, to: string): Promise<string | null> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const eml = decodeQuotedPrintable(await readFile(join(folder, name), 'utf8'));
    if (!eml.includes(`To: ${to}`)) continue;
    const link = /https?:\/\/\S+?\/verify-email\?token=[A-Za-z0-9_.-]+(&step=[a-z-]+)?/.exec(eml);
    if (link) return link[0];
  }
  return null;
}

/**
 * The first `/verify-email` link mailed to `to`, read from a folder of .eml files: the one a
 * server without SMTP writes (`<DATA_DIR>/mail`) or the one a test's SMTP server keeps. Waits for
 * the mail to arrive.
 */
export async function readVerifyLinkFromFolder(
  folder: string,
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = await findVerifyLink(folder, to);
    if (link !== null) return link;
    if (Date.now() > deadline) throw new Error(`No verification mail to ${to} in ${folder}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
