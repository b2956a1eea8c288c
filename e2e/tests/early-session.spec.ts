import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';
import { holdRequests } from '../support/hold-requests';
import { waitForOfflineReady } from '../support/offline';

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

/** The session checks a page sends, held until released (the early one included). */
const holdSessionChecks = (context: BrowserContext) =>
  holdRequests(context, /\/api\/session(\?early)?$/);

/** From the page's start, the sum of its layout shifts not caused by input (its CLS, all in one window). */
async function countLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const seen = { total: 0 };
    (window as { layoutShifts?: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as { layoutShifts?: { total: number } }).layoutShifts!.total);
}

// Decision 0887: a page that is probably signed in, though the device remembers nobody, keeps the
// room the engineer's controls take in the header while it asks who it is; at 412 px they wrap
// onto a second row, which would otherwise push the page down when the answer comes.
test('sent with a session cookie, a page keeps the signed-in header’s room while it asks', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = newEngineer('dee');
  await page.goto('/sign-in');
  await signInOnPage(page, email);
  const { cookies } = await page.context().storageState();
  // The cookie kept, the device's storage gone (as a browser's limit on what scripts keep does).
  const fresh = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 915 },
    storageState: { cookies, origins: [] },
  });
  try {
    const freshPage = await fresh.newPage();
    const layoutShifts = await countLayoutShifts(freshPage);
    const checks = await holdSessionChecks(fresh);
    // The held early check keeps the load event waiting: only the navigation's start is awaited.
    await freshPage.goto('/commercial', { waitUntil: 'commit' });
    await expect.poll(checks.held).toBeGreaterThan(0);
    // The app has drawn its header (the HTML sent with a cookie has none of its own).
    await expect(banner(freshPage).getByRole('link', { name: 'PipeProof' })).toBeVisible();
    const waiting = await banner(freshPage).boundingBox();
    await expect(banner(freshPage).getByRole('button', { name: 'Log out' })).toHaveCount(0);

    checks.release();
    await expect(banner(freshPage).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(freshPage.getByRole('region', { name: 'Job Details' })).toBeVisible();
    expect(await banner(freshPage).boundingBox()).toEqual(waiting);
    expect(await layoutShifts()).toBeLessThan(0.01);
  } finally {
    await fresh.close();
  }
});

test('back from a provider’s sign-in, the page the service worker answers keeps that room too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const email = newEngineer('eve');
  await page.goto('/sign-in');
  await signInOnPage(page, email);
  await waitForOfflineReady(page);
  // As the tab stands when a provider sends it back signed in: the device remembers nobody (a
  // provider sign-in is adopted only when the page asks) and the tab was marked as it left.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.setItem('pipeproof.provider-sign-in.v1', '1');
  });
  const layoutShifts = await countLayoutShifts(page);
  const checks = await holdSessionChecks(page.context());
  await page.goto('/account', { waitUntil: 'commit' });
  await expect.poll(checks.held).toBeGreaterThan(0);
  await expect(page.getByText('Checking your sign-in…')).toBeVisible();
  const waiting = await banner(page).boundingBox();

  checks.release();
  await expect(banner(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await banner(page).boundingBox()).toEqual(waiting);
  expect(await layoutShifts()).toBeLessThan(0.01);
  // Taken by that load: the next one is an ordinary load again.
  expect(
    await page.evaluate(() => sessionStorage.getItem('pipeproof.provider-sign-in.v1')),
  ).toBeNull();
});
