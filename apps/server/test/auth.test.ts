import { ApiErrorBodySchema, UserSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { signUp } from './support/browser';
import { useTestApp } from './support/use-test-app';

const server = useTestApp();

async function errorBody(response: Response) {
  return ApiErrorBodySchema.parse(await response.json());
}

describe('signed out', () => {
  it('GET /api/auth/user → 401 UNAUTHORIZED', async () => {
    const response = await server.browser().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect((await errorBody(response)).code).toBe('UNAUTHORIZED');
  });

  it('GET /api/subscription-status → free', async () => {
    const response = await server.browser().get('/api/subscription-status');
    expect(await response.json()).toMatchObject({ tier: 'free' });
  });

  it('GET /api/login redirects to the sign-in page, keeping a same-origin returnTo', async () => {
    const browser = server.browser();
    const plain = await browser.get('/api/login');
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/sign-in');
    const withReturn = await browser.get('/api/login?returnTo=%2Fsubscribe%3Ftier%3Dpremium');
    expect(withReturn.headers.get('location')).toBe(
      '/sign-in?returnTo=%2Fsubscribe%3Ftier%3Dpremium',
    );
    const offsite = await browser.get('/api/login?returnTo=https%3A%2F%2Fevil.example%2F');
    expect(offsite.headers.get('location')).toBe('/sign-in');
  });
});

describe('email + password accounts', () => {
  it('sign-up signs in at the free tier, with the name split', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser, { name: 'Ada  Mary Lovelace' });
    const cookieNames = [...browser.cookies.keys()];
    expect(cookieNames).toContain('pipeproof.session_token');

    const user = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Mary Lovelace',
      subscriptionTier: 'free',
    });
    const status = await browser.get('/api/subscription-status');
    expect(await status.json()).toMatchObject({ tier: 'free' });
  });

  it('the session cookie is httpOnly and SameSite=Lax', async () => {
    const browser = server.browser();
    const response = await browser.post('/api/auth/sign-up/email', {
      email: 'cookie-check@example.com',
      password: 'long enough password',
      name: 'Cookie',
    });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('pipeproof.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('a client cannot choose its own tier at sign-up', async () => {
    const browser = server.browser();
    await browser.post('/api/auth/sign-up/email', {
      email: 'sneaky@example.com',
      password: 'long enough password',
      name: 'Sneaky',
      subscriptionTier: 'professional',
    });
    expect(await (await browser.get('/api/subscription-status')).json()).toMatchObject({
      tier: 'free',
    });
  });

  it('sign-in with the right password works; the wrong one → 401 in plain words', async () => {
    const { email, password } = await signUp(server.browser());
    const browser = server.browser();
    const wrong = await browser.post('/api/auth/sign-in/email', {
      email,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(await errorBody(wrong)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Incorrect email or password.',
    });
    const unknown = await browser.post('/api/auth/sign-in/email', {
      email: 'nobody-here@example.com',
      password,
    });
    expect((await errorBody(unknown)).message).toBe('Incorrect email or password.');

    const right = await browser.post('/api/auth/sign-in/email', { email, password });
    expect(right.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('a taken email → 409 CONFLICT on field email', async () => {
    const { email } = await signUp(server.browser());
    const response = await server.browser().post('/api/auth/sign-up/email', {
      email: email.toUpperCase(),
      password: 'another good password',
      name: 'Twin',
    });
    expect(response.status).toBe(409);
    expect(await errorBody(response)).toEqual({
      code: 'CONFLICT',
      field: 'email',
      message: 'An account with this email already exists. Sign in instead.',
    });
  });

  it('a short password → 400 on field password', async () => {
    const response = await server.browser().post('/api/auth/sign-up/email', {
      email: 'weak@example.com',
      password: 'short',
      name: 'Weak',
    });
    expect(response.status).toBe(400);
    // Checked against the sign-up contract before better-auth: the usual 400 shape, with issues.
    expect(await errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'password',
      message: 'Password must be at least 10 characters.',
      issues: [{ field: 'password', message: 'Password must be at least 10 characters.' }],
    });
  });

  it('the session token is only in the httpOnly cookie, never in a body scripts can read', async () => {
    const browser = server.browser();
    const { email, password } = await signUp(browser);
    const signIn = await server.browser().post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    const token = browser.cookies.get('pipeproof.session_token') ?? '';
    expect(token).not.toBe('');
    const body = (await signIn.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect(body).toHaveProperty('user');
    expect(JSON.stringify(body)).not.toContain(token.split('.')[0]);
  });

  it.each([
    ['a NUL character', 'Ada\u0000Lovelace'],
    ['a lone surrogate', 'Ada \uD800 Lovelace'],
  ])('a name with %s → 400 on field name, no account made', async (_label, name) => {
    const email = `odd-name-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const response = await server.browser().post('/api/auth/sign-up/email', {
      email,
      password: 'long enough password',
      name,
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'name',
      message: 'Name contains characters that cannot be stored.',
    });
    const signIn = await server.browser().post('/api/auth/sign-in/email', {
      email,
      password: 'long enough password',
    });
    expect(signIn.status).toBe(401);
  });

  it('an invalid email → 400 on field email', async () => {
    for (const email of ['not-an-email', 42]) {
      const response = await server.browser().post('/api/auth/sign-up/email', {
        email,
        password: 'long enough password',
        name: 'X',
      });
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    }
  });

  it('GET /api/logout ends the session on the server: the old cookie no longer works', async () => {
    const browser = server.browser();
    await signUp(browser);
    const oldCookie = browser.cookieHeader();
    // Looked up once first, so the server has the session remembered (decision 0840).
    expect((await browser.get('/api/auth/user')).status).toBe(200);

    const response = await browser.get('/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(browser.cookies.has('pipeproof.session_token')).toBe(false);

    const replay = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it('a tier change (user module, as the admin tool does) shows at once', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    await setUserTier(server.database.db, email, 'premium');
    expect(await (await browser.get('/api/subscription-status')).json()).toMatchObject({
      tier: 'premium',
    });
    const user = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
    expect(user.subscriptionTier).toBe('premium');
  });
});

describe('restart', () => {
  it('sessions survive an app restart on the same database', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    const cookie = browser.cookieHeader();
    await server.restart();
    const response = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(UserSchema.parse(await response.json()).email).toBe(email);
  });
});
