import { ApiErrorBodySchema, CurrentUserSchema, SessionCheckSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/browser';
import { useTestApp } from './support/use-test-app';

// GET /api/session: the web app's session check, 200 signed in or out (docs/decisions/0837).
const server = useTestApp();

describe('GET /api/session', () => {
  it('signed out: 200 {user: null}, not cached, and every other signed-in route still 401', async () => {
    const browser = server.browser();
    const response = await browser.get('/api/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(SessionCheckSchema.parse(await response.json())).toEqual({ user: null });

    const user = await browser.get('/api/auth/user');
    expect(user.status).toBe(401);
    expect(ApiErrorBodySchema.parse(await user.json()).code).toBe('UNAUTHORIZED');
    expect((await browser.get('/api/jobs')).status).toBe(401);
  });

  it('signed in: the same user and device session as GET /api/auth/user', async () => {
    const browser = server.browser();
    await signUp(browser);
    const check = SessionCheckSchema.parse(await (await browser.get('/api/session')).json());
    const user = CurrentUserSchema.parse(await (await browser.get('/api/auth/user')).json());
    expect(check.user).toEqual({
      ...user,
      session: { ...user.session, expiresAt: expect.any(String) },
    });
    expect(check.user?.session.deviceKey).toBe(user.session.deviceKey);
  });

  it('after signing out: {user: null} again', async () => {
    const browser = server.browser();
    await signUp(browser);
    expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await (await browser.get('/api/session')).json()).toEqual({ user: null });
  });

  it('a forged cookie is signed out, not an error', async () => {
    const response = await fetch(`${server.url}/api/session`, {
      headers: { cookie: 'better-auth.session_token=forged.value' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });
});
