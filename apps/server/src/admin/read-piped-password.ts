import type { Readable } from 'node:stream';
import { AppError } from '../app-error';

/** Longer than any password anyone types; stops a wrong file piped in from being read whole. */
export const MAX_PIPED_PASSWORD_BYTES = 4096;

/**
 * The password piped to the admin tool (`printf '%s' "$PASSWORD" | npm run admin -- …`): all of
 * stdin, one trailing line break dropped; one line, not empty (docs/decisions/0110).
 */
export async function readPipedPassword(input: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_PIPED_PASSWORD_BYTES) {
      input.destroy();
      throw new AppError(
        'VALIDATION_ERROR',
        `The password on stdin is longer than ${MAX_PIPED_PASSWORD_BYTES} bytes: pipe only the password.`,
      );
    }
    chunks.push(bytes);
  }
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if (password === '') {
    throw new AppError(
      'VALIDATION_ERROR',
      `No password on stdin: pipe it in, e.g. printf '%s' "$PASSWORD" | npm run admin -- create-user <email>.`,
    );
  }
  if (/[\r\n]/.test(password)) {
    throw new AppError('VALIDATION_ERROR', 'The password on stdin must be a single line.');
  }
  return password;
}
