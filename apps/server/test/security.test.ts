import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, withTestApp } from './support/use-test-app';

const server = useTestApp({
  env: { AUTH_RATE_LIMIT_MAX: '3', FEEDBACK_RATE_LIMIT_MAX: '2' },
});

describe('CSRF: state-changing /api requests', () => {
  it('refuses a foreign Origin, signed in or not', async () => {
    const response = await server
      .browser()
      .post(
        '/api/feedback',
        { rating: 5, comment: 'from elsewhere' },
        { origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(await response.json()).code).toBe('FORBIDDEN');
  });

  it('refuses a request with a session cookie but no Origin', async () => {
    const browser = server.browser();
    // Its presence is what counts: a browser only omits Origin on requests we did not script.
    browser.cookies.set('pipeproof.session_token', 'any.value');
    const response = await browser.post(
      '/api/feedback',
      { rating: 5, comment: 'x' },
      { origin: null },
    );
    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(await response.json()).code).toBe('FORBIDDEN');
  });

  it('lets our own origin through', async () => {
    const response = await server.browser().post('/api/feedback', { rating: 5, comment: 'ok' });
    expect(response.status).toBe(201);
  });
});

describe('rate limits (per IP, per minute)', () => {
  it('sign-in and sign-up share a budget; then 429 in plain words', async () => {
    const browser = server.browser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await browser.post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: 'wrong password',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await browser.post('/api/auth/sign-up/email', {
      email: 'late@example.com',
      password: 'long enough password',
      name: 'Late',
    });
    expect(limited.status).toBe(429);
    expect(ApiErrorBodySchema.parse(await limited.json())).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    // Everything else keeps working.
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('feedback posts are limited too', async () => {
    // Two posts were used above (one refused by CSRF before the limiter counts, one accepted).
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await server
        .browser()
        .post('/api/feedback', { rating: 4, comment: 'again' });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
  });

  it('does not limit reading', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await server.browser().get('/api/feedback')).status).toBe(200);
    }
  });
});

describe('Content-Security-Policy', () => {
  it("lets a page's scripts and API calls go only to the app itself when uploads are local", async () => {
    const page = await server.browser().get('/');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });

  it('lets a JSON reply, opened as a document, load and run nothing and be framed by no one (docs/decisions/0883)', async () => {
    for (const response of [
      await server.browser().get('/api/health'),
      await server.browser().post('/api/feedback', {}),
    ]) {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('https deployments', () => {
  it('mark cookies Secure and upgrade insecure requests', async () => {
    await withTestApp(
      {
        env: { BASE_URL: 'https://pipeproof.example' },
      },
      async (httpsServer) => {
        const browser = httpsServer.browser();
        const response = await browser.post(
          '/api/auth/sign-up/email',
          { email: 'secure@example.com', password: 'long enough password', name: 'Secure' },
          { origin: 'https://pipeproof.example' },
        );
        expect(response.status).toBe(200);
        const cookie = response.headers.getSetCookie().join('\n');
        expect(cookie).toMatch(/__Secure-pipeproof\.session_token=[^;]+;.*Secure/);
        expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
        const page = await browser.get('/');
        expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
        expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
      },
    );
  });
});
