import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';

// Chromium animates a keyboard scroll, and now and then drops the animation when the page's styles
// change as it starts (2–5 runs in 40 on the 2-core machine, with no scroll event at all; 0 in 40
// without the animation). What this file checks is that the box scrolls by keyboard, not
// Chromium's animation, so its browser scrolls at once.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, '--disable-smooth-scrolling'],
  },
});

// /calculations on a 412 px phone: the wide tables scroll sideways inside their own boxes, so
// the page itself never does.
test('engineer reads the reference tables on a phone without the page scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/calculations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reference & Calculations' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Meter volumes' })).toBeVisible();

  const pageOverflow = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    body: document.body.scrollWidth - document.body.clientWidth,
  }));
  expect(pageOverflow, 'the page scrolls sideways at 412 px').toEqual({ document: 0, body: 0 });

  // Every table box lies within the screen.
  const tableBoxes = page.locator('[role="region"]:has(> table)');
  expect(await tableBoxes.count()).toBeGreaterThan(10);
  for (const box of await tableBoxes.all()) {
    const bounds = await box.boundingBox();
    expect(bounds).not.toBeNull();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(412);
  }

  // The MAPD table is wider than a phone: it scrolls inside its box, by keyboard too, and its
  // row headers (the installation volume) stay in view.
  const mapd = page.getByRole('region', { name: /^Maximum allowable pressure drop/ });
  const widths = await mapd.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await mapd.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => mapd.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const rowHeader = mapd.getByRole('rowheader').first();
  const [boxBounds, headerBounds] = [await mapd.boundingBox(), await rowHeader.boundingBox()];
  expect(headerBounds!.x).toBeGreaterThanOrEqual(boxBounds!.x);
  expect(headerBounds!.x).toBeLessThan(boxBounds!.x + 8);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
});
