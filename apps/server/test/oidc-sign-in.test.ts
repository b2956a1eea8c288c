import { ApiErrorBodySchema, LinkedAccountsSchema, UserSchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from './support/start-test-app';
import { account, session, user } from '../src/db/schema';
import { signInThroughIdp } from './support/sign-in-through-idp';
import { startOidcProvider, type TestIdp } from './support/start-oidc-provider';
import { useTestApp } from './support/use-test-app';

// oidc-provider warns about its development-only login pages and Node 20 when it loads.
const originalWarn = vi.hoisted(() => {
  const warn = console.warn;
  console.warn = () => undefined;
  return warn;
});

let idp: TestIdp;

beforeAll(async () => {
  idp = await startOidcProvider(`${TEST_ORIGIN}/api/auth/callback/oidc`);
});

afterAll(async () => {
  await idp?.close();
  console.warn = originalWarn;
});

const server = useTestApp(() => ({
  env: {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_PROVIDER_NAME: 'Test IdP',
  },
}));

describe('single sign-on through an OpenID Connect provider', () => {
  it('is announced by GET /api/config', async () => {
    const config = await (await server.browser().get('/api/config')).json();
    expect(config).toMatchObject({
      providers: { google: false, oidc: { id: 'oidc', name: 'Test IdP' } },
    });
  });

  it('signs in a new user at the free tier and comes back to the return path', async () => {
    const app = server.browser();
    const { start, authorizeUrl, callback, landed } = await signInThroughIdp(app, idp, {
      login: 'olive',
      callbackURL: '/calc',
    });
    expect(start.status).toBe(200);
    expect(authorizeUrl.startsWith(`${idp.issuer}/`)).toBe(true);
    // The provider asks who is signing in, whoever signed in there last (0909).
    expect(new URL(authorizeUrl).searchParams.get('prompt')).toBe('login');
    expect(callback.toString().startsWith(`${TEST_ORIGIN}/api/auth/callback/oidc?`)).toBe(true);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/calc');

    const user = UserSchema.parse(await (await app.get('/api/auth/user')).json());
    expect(user).toMatchObject({
      email: 'olive@idp.example',
      firstName: 'Olive',
      lastName: 'Oidc',
      subscriptionTier: 'free',
    });
  });
});

describe('deleting an account that signs in only through the provider', () => {
  const DELETE_PATH = '/api/auth/delete-user';

  async function signedInAs(login: string) {
    const app = server.browser();
    await signInThroughIdp(app, idp, { login, callbackURL: '/account' });
    const me = UserSchema.parse(await (await app.get('/api/auth/user')).json());
    return { app, me };
  }

  async function userRows(id: string): Promise<number> {
    const rows = await server.database.db.select().from(user).where(eq(user.id, id));
    return rows.length;
  }

  it('lists no password among its sign-in methods', async () => {
    const { app } = await signedInAs('pat');
    const accounts = LinkedAccountsSchema.parse(
      await (await app.get('/api/auth/list-accounts')).json(),
    );
    expect(accounts.map((account) => account.providerId)).toEqual(['oidc']);
  });

  it.each([
    ['no confirmation', {}],
    ['another address', { email: 'someone-else@idp.example' }],
  ])('%s → 400 on field email; nothing is deleted', async (_label, body) => {
    const { app, me } = await signedInAs('nina');
    const response = await app.post(DELETE_PATH, body);
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json())).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'email',
      message: 'Type this account’s email address exactly as shown to confirm.',
    });
    expect(await userRows(me.id)).toBe(1);
  });

  it('a session older than a day → 403 even with the right email; a fresh one deletes', async () => {
    const { app, me } = await signedInAs('dora');
    const { db } = server.database;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.update(session).set({ createdAt: twoDaysAgo }).where(eq(session.userId, me.id));

    const stale = await app.post(DELETE_PATH, { email: ' DORA@idp.example ' });
    expect(stale.status).toBe(403);
    expect(ApiErrorBodySchema.parse(await stale.json())).toEqual({
      code: 'FORBIDDEN',
      message: 'For your security, sign out and sign in again, then try again.',
    });
    expect(await userRows(me.id)).toBe(1);

    await db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, me.id));
    const deleted = await app.post(DELETE_PATH, { email: ' DORA@idp.example ' });
    expect(deleted.status).toBe(200);
    expect(await userRows(me.id)).toBe(0);
    const links = await db.select().from(account).where(eq(account.userId, me.id));
    expect(links).toEqual([]);
    expect((await app.get('/api/auth/user')).status).toBe(401);
  });
});
