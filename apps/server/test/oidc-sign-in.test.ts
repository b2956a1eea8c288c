import { UserSchema } from '@pipeproof/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser } from './support/browser';
import { TEST_ORIGIN, startTestApp, type TestApp } from './support/start-test-app';
import { startOidcProvider, type TestIdp } from './support/start-oidc-provider';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// oidc-provider warns about its development-only login pages and Node 20 when it loads.
const originalWarn = vi.hoisted(() => {
  const warn = console.warn;
  console.warn = () => undefined;
  return warn;
});

let testDb: TestDatabase;
let idp: TestIdp;
let server: TestApp;

beforeAll(async () => {
  idp = await startOidcProvider(`${TEST_ORIGIN}/api/auth/callback/oidc`);
  testDb = await createTestDatabase();
  server = await startTestApp(testDb, {
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_PROVIDER_NAME: 'Test IdP',
    },
  });
});

afterAll(async () => {
  await server?.close();
  await testDb?.dispose();
  await idp?.close();
  console.warn = originalWarn;
});

/** Follows redirects on the IdP's own pages until it sends the browser elsewhere. */
async function followOnIdp(
  idpBrowser: Browser,
  start: string,
): Promise<{ location: string; html: string }> {
  let url = start;
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.startsWith(idp.issuer)) return { location: url, html: '' };
    const response = await idpBrowser.get(url);
    const location = response.headers.get('location');
    if (location === null) return { location: url, html: await response.text() };
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

async function submitForm(
  idpBrowser: Browser,
  pageUrl: string,
  html: string,
  fields: Record<string, string>,
) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on ${pageUrl}`);
  const response = await idpBrowser.request('POST', new URL(action, pageUrl).toString(), {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = response.headers.get('location');
  if (location === null)
    throw new Error(`form on ${pageUrl} did not redirect (${response.status})`);
  return new URL(location, pageUrl).toString();
}

describe('single sign-on through an OpenID Connect provider', () => {
  it('is announced by GET /api/config', async () => {
    const config = await (await server.browser().get('/api/config')).json();
    expect(config).toMatchObject({
      providers: { google: false, oidc: { id: 'oidc', name: 'Test IdP' } },
    });
  });

  it('signs in a new user at the free tier and comes back to the return path', async () => {
    const app = server.browser();
    const idpBrowser = new Browser(idp.issuer, idp.issuer);

    const start = await app.post('/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: '/calc',
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(`${idp.issuer}/`)).toBe(true);

    const loginPage = await followOnIdp(idpBrowser, url);
    const afterLogin = await submitForm(idpBrowser, loginPage.location, loginPage.html, {
      prompt: 'login',
      login: 'olive',
      password: 'anything',
    });
    const consentPage = await followOnIdp(idpBrowser, afterLogin);
    const afterConsent = await submitForm(idpBrowser, consentPage.location, consentPage.html, {
      prompt: 'consent',
    });
    const back = await followOnIdp(idpBrowser, afterConsent);
    expect(back.location.startsWith(`${TEST_ORIGIN}/api/auth/callback/oidc?`)).toBe(true);

    const callback = new URL(back.location);
    const landed = await app.get(`${callback.pathname}${callback.search}`);
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
