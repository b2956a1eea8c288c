import { Browser } from './browser';
import type { TestIdp } from './start-oidc-provider';

/**
 * Signs `app` in through the test OpenID Connect provider, as a browser would: start at
 * POST /api/auth/sign-in/social, log in and consent on the IdP's own pages (any password), then
 * land on our callback. The account's email is `<login>@idp.example`.
 */
export async function signInThroughIdp(
  app: Browser,
  idp: TestIdp,
  options: { login: string; callbackURL: string },
): Promise<{ start: Response; authorizeUrl: string; callback: URL; landed: Response }> {
  const idpBrowser = new Browser(idp.issuer, idp.issuer);
  const start = await app.post('/api/auth/sign-in/social', {
    provider: 'oidc',
    callbackURL: options.callbackURL,
  });
  const { url: authorizeUrl } = (await start.json()) as { url: string };

  const loginPage = await followOnIdp(idp, idpBrowser, authorizeUrl);
  const afterLogin = await submitForm(idpBrowser, loginPage.location, loginPage.html, {
    prompt: 'login',
    login: options.login,
    password: 'anything',
  });
  const consentPage = await followOnIdp(idp, idpBrowser, afterLogin);
  const afterConsent = await submitForm(idpBrowser, consentPage.location, consentPage.html, {
    prompt: 'consent',
  });
  const back = await followOnIdp(idp, idpBrowser, afterConsent);
  const callback = new URL(back.location);
  const landed = await app.get(`${callback.pathname}${callback.search}`);
  return { start, authorizeUrl, callback, landed };
}

/** Follows redirects on the IdP's own pages until it sends the browser elsewhere. */
async function followOnIdp(
  idp: TestIdp,
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
): Promise<string> {
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
