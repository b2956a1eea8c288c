import { ApiErrorBodySchema, FeedbackSchema, UserSchema } from '@pipeproof/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, feedback, session, user } from '../src/db/schema';
import { signUp, type Browser } from './support/browser';
import { useTestApp, withTestApp } from './support/use-test-app';

const server = useTestApp();

const DELETE_PATH = '/api/auth/delete-user';

async function errorBody(response: Response) {
  return ApiErrorBodySchema.parse(await response.json());
}

/** A signed-up user, their id, and a second browser signed in as them elsewhere. */
async function engineer() {
  const browser = server.browser();
  const credentials = await signUp(browser);
  const me = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
  const elsewhere = server.browser();
  await elsewhere.post('/api/auth/sign-in/email', credentials);
  return { browser, elsewhere, ...credentials, id: me.id };
}

async function rowsOf(userId: string) {
  const { db } = server.database;
  const [users] = await db.select({ n: count() }).from(user).where(eq(user.id, userId));
  const [sessions] = await db
    .select({ n: count() })
    .from(session)
    .where(eq(session.userId, userId));
  const [accounts] = await db
    .select({ n: count() })
    .from(account)
    .where(eq(account.userId, userId));
  return { users: users?.n, sessions: sessions?.n, accounts: accounts?.n };
}

async function isSignedIn(browser: Browser): Promise<boolean> {
  return (await browser.get('/api/auth/user')).status === 200;
}

describe('POST /api/auth/delete-user refuses', () => {
  it('a signed-out request → 401', async () => {
    const response = await server.browser().post(DELETE_PATH, { password: 'anything at all' });
    expect(response.status).toBe(401);
    expect((await errorBody(response)).code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['a wrong password', { password: 'not the password' }, 'Incorrect password.'],
    ['no password (even on a fresh session)', {}, 'Please enter your password.'],
    ['an empty password', { password: '' }, 'Please enter your password.'],
    [
      'the email instead of the password',
      { email: 'x@example.com' },
      'Please enter your password.',
    ],
  ])('%s → 400 on field password; nothing is deleted', async (_label, body, message) => {
    const { browser, id } = await engineer();
    const response = await browser.post(DELETE_PATH, body);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'password',
      message,
    });
    expect(await rowsOf(id)).toEqual({ users: 1, sessions: 2, accounts: 1 });
    expect(await isSignedIn(browser)).toBe(true);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no Origin header', { origin: null }],
  ])('a request from %s → 403; nothing is deleted', async (_label, options) => {
    const { browser, password, id } = await engineer();
    const response = await browser.post(DELETE_PATH, { password }, options);
    expect(response.status).toBe(403);
    expect((await errorBody(response)).code).toBe('FORBIDDEN');
    expect(await rowsOf(id)).toEqual({ users: 1, sessions: 2, accounts: 1 });
  });
});

describe('POST /api/auth/delete-user with the right password', () => {
  it('deletes the user, every session and sign-in; keeps feedback without the link', async () => {
    const { browser, elsewhere, email, password, id } = await engineer();
    const other = await engineer();
    const posted = await browser.post('/api/feedback', { rating: 4, comment: 'Handy on site.' });
    const { id: feedbackId } = FeedbackSchema.parse(await posted.json());
    const oldCookie = browser.cookieHeader();

    const response = await browser.post(DELETE_PATH, { password });
    expect(response.status).toBe(200);
    expect(browser.cookies.has('pipeproof.session_token')).toBe(false);

    expect(await rowsOf(id)).toEqual({ users: 0, sessions: 0, accounts: 0 });
    const replay = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
    expect(await isSignedIn(elsewhere)).toBe(false);

    const [kept] = await server.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, feedbackId));
    expect(kept).toMatchObject({ userId: null, rating: 4, comment: 'Handy on site.' });

    expect(await rowsOf(other.id)).toEqual({ users: 1, sessions: 2, accounts: 1 });
    expect(await isSignedIn(other.browser)).toBe(true);

    const signIn = await server.browser().post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(401);
  });

  it('frees the email address: it can register again, as a new free account', async () => {
    const { browser, email, password, id } = await engineer();
    expect((await browser.post(DELETE_PATH, { password })).status).toBe(200);

    const again = server.browser();
    await signUp(again, { email, password: 'a brand new password' });
    const newcomer = UserSchema.parse(await (await again.get('/api/auth/user')).json());
    expect(newcomer).toMatchObject({ email, subscriptionTier: 'free' });
    expect(newcomer.id).not.toBe(id);
  });
});

describe('rate limit', () => {
  it('deletion attempts are limited per IP, in plain words', async () => {
    await withTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } }, async (limited) => {
      const browser = limited.browser();
      await signUp(browser);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await browser.post(DELETE_PATH, { password: `guess ${i}` })).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
      const last = await browser.post(DELETE_PATH, { password: 'guess again' });
      expect(await errorBody(last)).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
    });
  });
});
