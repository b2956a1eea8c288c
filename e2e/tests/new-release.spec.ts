import { expect, test, type Page } from '@playwright/test';
import { startRealServer, type RealServer } from '../../apps/web/test/real-server';
import { createReleaseFolder, entryScriptOf, type ReleaseFolder } from '../support/release-folder';

// docs/decisions/0420: a new release never breaks an open page. A failed chunk load after a
// deploy reloads once into the new build with the draft intact; a second failure, or one with no
// signal, says so instead of reloading again.
//
// A server of its own serves a copy of the build that the tests deploy new releases into, and
// service workers are blocked, so an open page runs exactly the code it was loaded with (with the
// service worker, its precache would hide the deploy until the new worker takes over).

test.use({ serviceWorkers: 'block' });

let release: ReleaseFolder;
let server: RealServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  release = createReleaseFolder();
  server = await startRealServer({ WEB_DIST_DIR: release.webDir });
});

test.afterAll(async () => {
  await server?.stop();
  release?.remove();
});

const url = (path: string) => `${server.baseUrl}${path}`;

/** The entry script the document was loaded with: which release the page runs. */
const entryScript = (page: Page) =>
  page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');

/** How many documents the page has loaded from now on (reloads included, in-app links not). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

const openReference = (page: Page) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Reference' }).click();

const referenceHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Reference & Calculations' });

/**
 * Brings the toasts' code in, as an engineer's first key press does (app/toast-host.tsx), and waits
 * for it. Left to the first tap after a deploy, the old page would ask the new release for that
 * chunk too, and the reload its failure starts, at the page's own address, could beat the tap's
 * navigation: the page would reload where it was, not where the engineer went.
 */
async function mountToaster(page: Page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

const loadFailure = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });

test('the app open while a new build is deployed: navigating to a lazy page still works', async ({
  page,
}) => {
  const oldEntry = entryScriptOf(release.webDir);
  await page.goto(url('/commercial'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Commercial Calculator' }),
  ).toBeVisible();
  await page.getByLabel('Job Number', { exact: true }).fill('DEPLOY-7');
  await mountToaster(page);
  expect(await entryScript(page)).toBe(oldEntry);

  const newEntry = release.deploy();
  expect(newEntry).not.toBe(oldEntry);
  const loads = countLoads(page);
  // The old page asks for its own Reference chunk. The new release answers 404, unless the reload
  // into the new build has already begun and cut the request short: both end in the new build.
  const oldChunkAsked = page.waitForRequest((request) =>
    request.url().includes('/assets/reference-page-'),
  );
  const reloaded = page.waitForEvent('load');
  await openReference(page);

  // The old page asked for its own Reference chunk, which the new release no longer has …
  await oldChunkAsked;
  await reloaded;
  // … and reloaded, once, into the new build, which opens the page.
  await expect(page).toHaveURL(url('/calculations'));
  await expect(referenceHeading(page)).toBeVisible();
  expect(await entryScript(page)).toBe(newEntry);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    ),
  ).toBe('reload');
  expect(loads()).toBe(1);

  // The job being typed came through the reload.
  await page.goBack();
  await expect(page).toHaveURL(url('/commercial'));
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue('DEPLOY-7');
  expect(await entryScript(page)).toBe(newEntry);
});

test('a release that lacks a page’s code: one reload, then the page says so, and Reload works once it is fixed', async ({
  page,
}) => {
  release.deploy();
  await page.goto(url('/commercial'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Commercial Calculator' }),
  ).toBeVisible();

  await mountToaster(page);
  release.deploy({ leaveOut: /^reference-page-/ });
  const loads = countLoads(page);
  const reloaded = page.waitForEvent('load');
  await openReference(page);
  await reloaded;
  await expect(loadFailure(page)).toBeVisible();
  expect(loads()).toBe(1);

  // The engineer's own Reload is not held back; the broken release still fails, with no loop.
  const reloadedByHand = page.waitForEvent('load');
  await loadFailure(page).getByRole('button', { name: 'Reload' }).click();
  await reloadedByHand;
  await expect(loadFailure(page)).toBeVisible();
  expect(loads()).toBe(2);

  const fixedEntry = release.deploy();
  const reloadedFixed = page.waitForEvent('load');
  await loadFailure(page).getByRole('button', { name: 'Reload' }).click();
  await reloadedFixed;
  await expect(referenceHeading(page)).toBeVisible();
  expect(await entryScript(page)).toBe(fixedEntry);
  expect(loads()).toBe(3);
});

test('with no signal, a page whose code is not on the device says so instead of reloading', async ({
  page,
  context,
}) => {
  release.deploy();
  await page.goto(url('/commercial'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Commercial Calculator' }),
  ).toBeVisible();
  const loads = countLoads(page);

  await context.setOffline(true);
  await openReference(page);
  await expect(loadFailure(page)).toBeVisible();
  expect(loads()).toBe(0);

  await context.setOffline(false);
  const reloaded = page.waitForEvent('load');
  await loadFailure(page).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(referenceHeading(page)).toBeVisible();
  expect(loads()).toBe(1);
});
