import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | null = null;

/**
 * True when the password, in any case, is on zxcvbn-ts's list of common passwords (about 49,000,
 * ranked from leaked password sets; shipped in @zxcvbn-ts/language-common, no network). Server
 * only: the list stays out of the web app's bundle (docs/decisions/0108).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
