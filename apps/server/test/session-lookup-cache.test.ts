import { CurrentUserSchema } from '@pipeproof/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { signUp } from './support/browser';
import { authStoragesInUse } from './support/auth-storages-in-use';
import { TIGHTNESS_CALCULATION } from './support/job-fixtures';
import { TEST_ORIGIN } from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Session lookups remembered for a few seconds (docs/decisions/0840) never outlive a change made
 * by this process: the real server on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). Another process's sign-out, within the bound: two-instances.postgres.test.ts.
 */
const server = useTestApp();

/** GET /api/auth/user with exactly this Cookie header (no cookie jar to forget it). */
const userWithCookie = (cookie: string) =>
  fetch(new URL('/api/auth/user', server.url), { headers: { cookie } });

describe('remembered session lookups', () => {
  it('signed out: the same cookie is refused at once, though it was just looked up', async () => {
    const browser = server.browser();
    await signUp(browser);
    const cookie = browser.cookieHeader();
    expect((await userWithCookie(cookie)).status).toBe(200);
    expect((await userWithCookie(cookie)).status).toBe(200);

    expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await userWithCookie(cookie)).status).toBe(401);
  });

  it('a new password: the other sessions are refused at once', async () => {
    const phone = server.browser();
    const { email, password } = await signUp(phone);
    const laptop = server.browser();
    expect((await laptop.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const laptopCookie = laptop.cookieHeader();
    expect((await userWithCookie(laptopCookie)).status).toBe(200);

    const changed = await phone.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'a longer riser purge at noon',
    });
    expect(changed.status).toBe(200);
    expect((await userWithCookie(laptopCookie)).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('a tier set with the admin tool shows on the very next request', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    const before = CurrentUserSchema.parse(await (await browser.get('/api/auth/user')).json());
    expect(before.subscriptionTier).toBe('free');

    await setUserTier(server.database.db, email, 'premium');
    const after = CurrentUserSchema.parse(await (await browser.get('/api/auth/user')).json());
    expect(after.subscriptionTier).toBe('premium');
  });
});

describe('signed-out requests', () => {
  let restore = () => {};
  afterEach(() => restore());

  /** Counts the app's calls of better-auth's getSession, which still answer them. */
  const countSessionReads = () => {
    const api = server.auth.api;
    const original = api.getSession;
    const counter = { calls: 0 };
    api.getSession = ((...args: Parameters<typeof original>) => {
      counter.calls += 1;
      return original(...args);
    }) as typeof original;
    restore = () => {
      api.getSession = original;
    };
    return counter;
  };

  const calculate = (headers: Record<string, string>) =>
    fetch(new URL('/api/calculate', server.url), {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(TIGHTNESS_CALCULATION),
    });

  it('without a session cookie are answered without asking better-auth', async () => {
    const sessionReads = countSessionReads();
    const noCookie = await fetch(new URL('/api/auth/user', server.url));
    expect(noCookie.status).toBe(401);
    expect((await userWithCookie('theme=dark; consent=yes')).status).toBe(401);
    const calculated = await calculate({ cookie: 'theme=dark' });
    expect(calculated.status).toBe(200);
    expect(sessionReads.calls).toBe(0);
  });

  it('with a session cookie, even a forged one, still ask better-auth, which refuses it', async () => {
    const sessionReads = countSessionReads();
    const forged = await userWithCookie('pipeproof.session_token=forged.value');
    expect(forged.status).toBe(401);
    expect(sessionReads.calls).toBe(1);
  });

  it('with only a stale cached-session cookie: better-auth clears it', async () => {
    const stale = await userWithCookie('pipeproof.session_data=stale');
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().join('\n')).toMatch(/pipeproof\.session_data=; Max-Age=0/);
  });
});

describe('between better-auth calls (docs/decisions/0882)', () => {
  it('no storage is in use once sign-up and signed-in requests have been answered', async () => {
    const browser = server.browser();
    await signUp(browser);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await browser.post('/api/calculate', TIGHTNESS_CALCULATION)).status).toBe(200);
    expect((await browser.get('/api/jobs')).status).toBe(200);
    expect(await authStoragesInUse()).toEqual([]);
  });

  it('calls that overlap each keep their own context: eight sign-ups at once', async () => {
    const browsers = Array.from({ length: 8 }, () => server.browser());
    const accounts = await Promise.all(browsers.map((browser) => signUp(browser)));
    const signedIn = await Promise.all(
      browsers.map(async (browser) => {
        const response = await browser.get('/api/auth/user');
        return CurrentUserSchema.parse(await response.json()).email;
      }),
    );
    expect(signedIn).toEqual(accounts.map(({ email }) => email));
    expect(await authStoragesInUse()).toEqual([]);
  });
});
