import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomGroup(): string {
  let group = '';
  for (let i = 0; i < 4; i += 1) group += ALPHABET[randomInt(ALPHABET.length)];
  return group;
}

/** 'PP-2026-7KQ4-M9XD': the issue year and 40 random bits (unguessable for the public link). */
export function createCertificateNumber(issuedAt: Date): string {
  return `PP-${issuedAt.getUTCFullYear()}-${randomGroup()}-${randomGroup()}`;
}
