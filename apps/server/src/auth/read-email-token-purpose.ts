/**
 * What a better-auth email token is for, read from its payload (the token was signed by
 * better-auth a moment ago and is not trusted for anything else): verifying the account's own
 * address, or the link at the new address of a change (`updateTo`; decision 0811).
 */
export type EmailTokenPurpose = 'verify' | 'new-address';

export function readEmailTokenPurpose(token: string): EmailTokenPurpose {
  const payload = token.split('.')[1] ?? '';
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const updateTo = (claims as { updateTo?: unknown } | null)?.updateTo;
    return typeof updateTo === 'string' && updateTo !== '' ? 'new-address' : 'verify';
  } catch {
    return 'verify';
  }
}
