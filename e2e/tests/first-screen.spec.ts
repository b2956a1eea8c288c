import { expect, test, type Browser, type Page } from '@playwright/test';
import { JOB, signUpAndIn } from '../support/commercial-steps';

// A visit without a session is sent the page's first screen in its HTML, drawn by the build from
// the app's own components: it shows before the scripts have loaded, inert until the app has drawn
// over it (docs/decisions/0853).
const FIRST_SCREENS = [
  { path: '/', title: 'Pipework testing and purging to IGE/UP/1, on your phone' },
  { path: '/commercial', title: 'Commercial Calculator' },
  { path: '/domestic', title: 'Domestic Calculator' },
  { path: '/sign-in', title: 'Sign in to PipeProof' },
  // Where a session that ended sends the engineer: the same first screen.
  { path: '/sign-in?returnTo=%2Fcalc', title: 'Sign in to PipeProof' },
];

/** The page as the HTML alone draws it: no script runs. */
async function withoutScripts(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** The h1's box and the footer's top: where the page's first screen puts them. */
async function layoutOf(page: Page) {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const footer = await page.locator('footer').boundingBox();
  return { heading, footerTop: footer?.y };
}

for (const { path, title } of FIRST_SCREENS) {
  test(`${path}: shown before the scripts run, and the app draws the same page over it`, async ({
    browser,
    baseURL,
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const html = await withoutScripts(browser, baseURL, path);
    await html.page.setViewportSize({ width: 412, height: 823 });
    // The accessibility tree leaves inert content out, so the heading is found by its text.
    const heading = html.page.locator('h1', { hasText: title });
    await expect(heading).toBeVisible();
    await expect(html.page.locator('#root')).toHaveAttribute('inert', '');
    expect(await html.page.title()).toContain('PipeProof');
    const drawnByHtml = await html.page.evaluate(() => {
      const box = document.querySelector('h1')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return {
        heading: { x: box.x, y: box.y, width: box.width, height: box.height },
        footerTop: footer.y,
      };
    });
    await html.close();

    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Nothing moves when the app takes over.
    expect(await layoutOf(page)).toEqual(drawnByHtml);
  });
}

test('/commercial: what is typed once the app has drawn is kept; the HTML’s screen takes no typing', async ({
  browser,
  baseURL,
  page,
}) => {
  const html = await withoutScripts(browser, baseURL, '/commercial');
  const jobNumber = html.page.locator('input').first();
  await expect(jobNumber).toBeVisible();
  // Inert: it cannot take the focus, so nothing typed there can be lost when the app draws.
  await jobNumber.click({ force: true });
  await html.page.keyboard.type('LOST');
  await expect(jobNumber).toHaveValue('');
  await html.close();

  await page.goto('/commercial');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Job Number', { exact: true }).fill(JOB['Job Number']);
  await page.reload();
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(JOB['Job Number']);
});

test('a signed-in engineer is never sent the signed-out screen', async ({
  browser,
  baseURL,
  page,
}) => {
  await signUpAndIn(page, 'free');
  const cookies = await page.context().cookies();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies(cookies);
  const htmlOnly = await context.newPage();
  for (const path of ['/', '/commercial']) {
    await htmlOnly.goto(path);
    await expect(htmlOnly.locator('#root')).toBeEmpty();
  }
  await context.close();

  // With scripts, the engineer's own header, with nothing of the signed-out one on the way.
  await page.goto('/commercial');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

/** Notes, before any script has run, the first screen's heading: the element the HTML drew. */
async function noteHtmlHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { htmlHeading?: Element | null }).htmlHeading = document.querySelector('#root h1');
    });
  });
}

/** Whether the app kept the HTML's heading element, rather than drawing its own. */
function keptHtmlHeading(page: Page) {
  return page.evaluate(() => {
    const noted = (window as { htmlHeading?: Element | null }).htmlHeading;
    return noted !== null && noted !== undefined && noted === document.querySelector('#root h1');
  });
}

/** #root's markup without React's comment markers (hydrated Suspense boundaries keep theirs). */
function rootMarkup(page: Page) {
  return page.evaluate(() => document.getElementById('root')!.innerHTML.replace(/<!--.*?-->/g, ''));
}

test('/: the app takes over the landing page’s HTML as it stands, and it is the page the app draws', async ({
  browser,
  baseURL,
  page,
}) => {
  // Decision 0866: the landing page's first screen is hydrated, not drawn again.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await noteHtmlHeading(page);
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  await expect(
    page.getByRole('heading', { level: 1, name: FIRST_SCREENS[0]!.title }),
  ).toBeVisible();
  expect(await keptHtmlHeading(page)).toBe(true);

  // A session cookie the server does not know gets the plain HTML: the app draws the landing
  // page itself. The hydrated page ends up with the very same markup: nothing of the build's copy
  // (an element id, an attribute) is left that the app would have drawn otherwise.
  const drawn = await browser.newContext({ baseURL });
  await drawn.addCookies([
    { name: 'pipeproof.session_token', value: 'not-a-session', url: baseURL! },
  ]);
  const drawnPage = await drawn.newPage();
  await drawnPage.goto('/');
  await expect(drawnPage.locator('#root')).not.toHaveAttribute('data-first-screen');
  await expect(
    drawnPage.getByRole('heading', { level: 1, name: FIRST_SCREENS[0]!.title }),
  ).toBeVisible();
  await expect
    .poll(async () => (await rootMarkup(page)) === (await rootMarkup(drawnPage)))
    .toBe(true);
  await drawn.close();
  expect(errors).toEqual([]);
});

test('/commercial: the calculator is drawn afresh over its copy (a draft on the device shows at once)', async ({
  page,
}) => {
  await noteHtmlHeading(page);
  await page.goto('/commercial');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Commercial Calculator' }),
  ).toBeVisible();
  expect(await keptHtmlHeading(page)).toBe(false);
});

test.describe('a device an engineer signed out of', () => {
  // The landing page as the server sends it, not the service worker's copy without a first screen.
  test.use({ serviceWorkers: 'block' });

  test('/: the landing page is drawn afresh over its copy, with no hydration error (decision 0866)', async ({
    page,
  }) => {
    await signUpAndIn(page, 'free');
    await page.goto('/commercial');
    await page.getByLabel('Job Number', { exact: true }).fill(JOB['Job Number']);
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(localStorage)))
      .toContain(JOB['Job Number']);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await noteHtmlHeading(page);
    // Signing out seals the draft on the device and loads the landing page from the server.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(
      page.getByRole('heading', { level: 1, name: FIRST_SCREENS[0]!.title }),
    ).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('pipeproof.sealed.')),
      ),
    ).toBe(true);
    expect(await keptHtmlHeading(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});
