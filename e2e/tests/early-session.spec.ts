import { expect, test, type Page } from '@playwright/test';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';

// Every page's HTML asks who is signed in as it loads, beside the scripts (docs/decisions/0850).
// The page draws from that answer without asking again, and never uses it once a sign-out has been
// sent since the page loaded: the answer is as old as the page.

const PASSWORD = 'early-session-password-1';

function newEngineer(name: string, tier?: 'premium'): string {
  const email = uniqueEmail(`early-${name}`);
  createUser(email, PASSWORD, `${name} Fitter`);
  if (tier) runAdmin('set-tier', email, tier);
  return email;
}

async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** The session checks and sign-outs the page sends, in order, from now on. */
function sessionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/session' || url.pathname === '/api/auth/sign-out') {
      seen.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('banner');

test('a page asks who is signed in once, as its HTML loads, and draws from that answer', async ({
  page,
  browser,
  baseURL,
}) => {
  // Signed out, nothing on the device: '/' waits for the answer to choose the landing page.
  const signedOut = sessionRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(signedOut).toEqual(['GET /api/session?early']);

  // Signed in, on a device that remembers nobody (the cookie only): the calculator waits for the
  // answer to know whose job to show.
  const email = newEngineer('ada');
  await page.goto('/sign-in');
  await signInOnPage(page, email);
  const { cookies } = await page.context().storageState();
  const fresh = await browser.newContext({ baseURL, storageState: { cookies, origins: [] } });
  try {
    const freshPage = await fresh.newPage();
    const signedIn = sessionRequests(freshPage);
    await freshPage.goto('/commercial');
    await expect(banner(freshPage).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(freshPage.getByRole('region', { name: 'Job Details' })).toBeVisible();
    expect(signedIn).toEqual(['GET /api/session?early']);
  } finally {
    await fresh.close();
  }
});

test('after a sign-out sent since the page loaded, the answer asked for by its HTML is never used', async ({
  page,
  context,
}) => {
  const first = newEngineer('bea');
  const second = newEngineer('cal', 'premium');
  await page.goto('/sign-in');
  await signInOnPage(page, first);
  await expect(banner(page).getByRole('link', { name: /Free plan/ })).toBeVisible();
  // As Log out without signal leaves the device: signed out here, the server not told yet.
  await page.evaluate(() => localStorage.setItem('pipeproof.sign-out-pending', '1'));

  const requests = sessionRequests(page);
  await page.goto('/commercial');
  // The HTML's early check still carried the first engineer's cookie. The page tells the server
  // first, then asks afresh.
  await expect
    .poll(() => [...requests])
    .toEqual(['GET /api/session?early', 'POST /api/auth/sign-out', 'GET /api/session']);
  await expect.poll(async () => (await context.request.get('/api/auth/user')).status()).toBe(401);
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Another engineer signs in on the same page: the early answer (the first engineer) is still
  // unused in the browser, and must stay so.
  await banner(page).getByRole('link', { name: 'Sign in' }).click();
  await signInOnPage(page, second);
  await expect(banner(page).getByRole('link', { name: /Premium plan/ })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: /Free plan/ })).toHaveCount(0);
  expect(requests.filter((request) => request.endsWith('?early'))).toHaveLength(1);
});
