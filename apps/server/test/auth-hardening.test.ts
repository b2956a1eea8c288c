import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { signUp } from './support/browser';
import { LOG_LEVEL, LogCapture } from './support/log-capture';
import { useTestApp } from './support/use-test-app';

/** What the better-auth mount refuses, and what it never lets out (docs/decisions/0107). */

const logs = new LogCapture();
const server = useTestApp({
  env: {
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    LOG_LEVEL: 'debug',
  },
  logStream: logs,
});

beforeEach(() => logs.clear());

async function errorBody(response: Response) {
  return ApiErrorBodySchema.parse(await response.json());
}

describe('endpoints PipeProof does not use are not there', () => {
  it.each([
    ['a NUL', 'Ada\u0000Lovelace'],
    ['900 KB', 'n'.repeat(900_000)],
  ])(
    'POST /api/auth/update-user with a name of %s → 404, the name unchanged',
    async (_label, name) => {
      const browser = server.browser();
      const { email } = await signUp(browser, { name: 'Ada Lovelace' });
      const response = await browser.post('/api/auth/update-user', { name });
      expect(response.status).toBe(404);
      expect((await errorBody(response)).code).toBe('NOT_FOUND');
      const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
      expect(row?.name).toBe('Ada Lovelace');
    },
  );
});

describe('sign-in through a provider', () => {
  const SOCIAL = '/api/auth/sign-in/social';

  it('a 900 KB callbackURL → 400 on field callbackURL; the log holds none of it, nothing at error', async () => {
    const callbackURL = `/${'c'.repeat(900_000)}`;
    const response = await server.browser().post(SOCIAL, { provider: 'google', callbackURL });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'callbackURL',
      message: 'The callback URL must be a path on this site, at most 2048 characters.',
    });
    expect(logs.byteLength).toBeLessThan(10_000);
    expect(logs.atOrAbove(LOG_LEVEL.warn)).toEqual([]);
  });

  it.each([
    ['an unknown provider', { provider: 'myspace', callbackURL: '/' }],
    ['a 60 KB provider', { provider: 'p'.repeat(60_000), callbackURL: '/' }],
  ])('%s → 400 on field provider in plain words; nothing at error', async (_label, body) => {
    const response = await server.browser().post(SOCIAL, body);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'provider',
      message: 'This sign-in provider is not available.',
    });
    expect(logs.byteLength).toBeLessThan(10_000);
    expect(logs.atOrAbove(LOG_LEVEL.warn)).toEqual([]);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
  ])('a callbackURL on %s → 400 on field callbackURL', async (_label, callbackURL) => {
    const response = await server.browser().post(SOCIAL, { provider: 'google', callbackURL });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).field).toBe('callbackURL');
  });

  it('a configured provider answers with its sign-in page; better-auth’s other options are not passed on', async () => {
    const response = await server.browser().post(SOCIAL, {
      provider: 'google',
      callbackURL: '/calc',
      errorCallbackURL: '/sign-in?provider=failed',
      additionalParams: { prompt: 'none', login_hint: 'someone@example.com' },
      scopes: ['https://www.googleapis.com/auth/drive'],
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.origin).toBe('https://accounts.google.com');
    expect(authorize.searchParams.get('login_hint')).toBeNull();
    expect(authorize.searchParams.get('scope')).not.toContain('drive');
  });

  it('a callback with a forged state goes back to the sign-in page, logged below error', async () => {
    const response = await server.browser().get('/api/auth/callback/google?code=x&state=forged');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^http:\/\/pipeproof\.test\/sign-in\?error=/);
    expect(logs.atOrAbove(LOG_LEVEL.error)).toEqual([]);
  });
});

describe('no session token in any JSON body', () => {
  it('get-session, sign-in and sign-up bodies hold neither `token` nor the cookie’s value', async () => {
    const browser = server.browser();
    const signedUp = await browser.post('/api/auth/sign-up/email', {
      email: `tokens-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'purge the riser at dawn',
      name: 'Token Test',
    });
    const token = (browser.cookies.get('pipeproof.session_token') ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    const session = await browser.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    for (const text of [await signedUp.text(), await session.text()]) {
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/"token"/);
    }
  });

  it('list-sessions, which would list every session’s token, is not there', async () => {
    const browser = server.browser();
    await signUp(browser);
    expect((await browser.get('/api/auth/list-sessions')).status).toBe(404);
  });
});
