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
