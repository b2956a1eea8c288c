import type { TestApp } from './start-test-app';

/**
 * Wrong sign-ins against small rate-limit budgets (decision 0800). Clients are told apart by
 * X-Forwarded-For (TRUST_PROXY), so each test can take a client, and budgets, of its own.
 */
export const LIMITED_AUTH_MAX = 3;
export const LIMITED_ENV = {
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT_MAX: String(LIMITED_AUTH_MAX),
  FEEDBACK_RATE_LIMIT_MAX: '2',
};
/** Five wrong guesses under LIMITED_ENV: refused as wrong up to the limit, then 429. */
export const EXPECTED_SIGN_IN_STATUSES = [...Array<number>(LIMITED_AUTH_MAX).fill(401), 429, 429];

let clientNumber = 0;
/** A documentation address (RFC 5737) of its own for each call: a client with fresh budgets. */
export function newClientIp(): string {
  clientNumber += 1;
  return `192.0.2.${clientNumber}`;
}

export async function wrongSignIn(
  app: Pick<TestApp, 'browser'>,
  clientIp: string,
): Promise<number> {
  const response = await app
    .browser()
    .post(
      '/api/auth/sign-in/email',
      { email: 'nobody@example.com', password: 'not the password' },
      { headers: { 'x-forwarded-for': clientIp } },
    );
  return response.status;
}

/** The attempts one after another (never in parallel: the order is what is counted). */
export async function statusesOf(attempts: (() => Promise<number>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push(await attempt());
  return statuses;
}
