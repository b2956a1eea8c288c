import { expect, test } from '@playwright/test';

// A page's HTML names every script its first load needs, so none of them waits for the entry
// chunk to download and run before it is asked for (docs/decisions/0846).
const PAGES = ['/commercial', '/domestic', '/sign-in'];

for (const path of PAGES) {
  test(`${path}: the HTML names every script the page loads before it is drawn`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // Drawn by the app: a visit without a session has the page's first screen in the HTML, inert
    // until the app draws over it (decision 0853).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const beforeDrawn = [...requested];

    const named = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
    // The entry, the app shell and the page's own chunks at least.
    expect(beforeDrawn.length).toBeGreaterThan(4);
    expect(beforeDrawn.filter((script) => !named.includes(script))).toEqual([]);
  });
}

// Their chunks on the way with the HTML, these pages are drawn by the app's first render: never
// the router's 'Loading page…', which React would keep for 300 ms before the page (decision 0851).
for (const path of PAGES) {
  test(`${path}: the first render draws the page, not the router's spinner`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { spinnersSeen: seen });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading page…')) seen.push('Loading page…');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { spinnersSeen: string[] }).spinnersSeen),
    ).toEqual([]);
  });
}

// A visit that types nothing leaves no job on the device, so the next one draws Job Details with
// the first load's code alone: the engine still waits for the first tap (decisions 0236, 0852).
test('/commercial: an untouched job is not stored, and the next visit does not wait for the engine', async ({
  page,
}) => {
  const draftKeys = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('calculator.commercial.draft')),
    );
  await page.goto('/commercial');
  await expect(page.getByRole('region', { name: 'Job Details' })).toBeVisible();
  // Leaving the page writes a changed job at once (pagehide); an untouched one is not written.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await draftKeys()).toEqual([]);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/commercial');
  await expect(page.getByRole('region', { name: 'Job Details' })).toBeVisible();
  expect(scripts.filter((script) => script.includes('calculator-engine'))).toEqual([]);

  // Typing is kept as before.
  await page.getByLabel('Job Number', { exact: true }).fill('J-0852');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await draftKeys()).toHaveLength(1);
});
