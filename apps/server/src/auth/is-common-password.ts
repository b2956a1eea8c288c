let commonPasswords: Promise<ReadonlySet<string>> | null = null;

/** The list is loaded on the first password set, not at start (~13 MB; decision 0841). */
async function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
}

/**
 * True when the password, in any case, is on zxcvbn-ts's list of common passwords (about 49,000,
 * ranked from leaked password sets; shipped in @zxcvbn-ts/language-common, no network). Server
 * only: the list stays out of the web app's bundle (docs/decisions/0108).
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.toLowerCase());
}
