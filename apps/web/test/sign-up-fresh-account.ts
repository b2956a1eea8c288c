import { switchServer } from './setup-api';
import { uniqueEmail } from './render-app';

/**
 * Creates a new account on the standard server through the real sign-up call and leaves the
 * next render signed in as it: for tests that change or delete the account itself.
 */
export async function signUpFreshAccount(
  prefix: string,
): Promise<{ email: string; password: string }> {
  switchServer('standard');
  const email = uniqueEmail(prefix);
  const password = `${prefix}-fresh-password`;
  const response = await fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Fresh Engineer' }),
  });
  if (!response.ok) {
    throw new Error(
      `Test sign-up for ${email} failed: ${response.status} ${await response.text()}`,
    );
  }
  return { email, password };
}
