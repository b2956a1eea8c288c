import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/admin';
import { SIGNED_IN_PAGES, SIGNED_OUT_PAGES } from '../support/pages';

// Every page at phone and desktop width, signed out and signed in: each must render its one h1
// and no horizontal scrolling. With SCREENSHOTS=1 each is also saved for a person to look at
// (test-results/screenshots; README "Tests"); CI skips the pictures, which nobody reads there.
const PAGES = SIGNED_OUT_PAGES;
const WIDTHS = [412, 1280];
const outDir = resolve(import.meta.dirname, '../../test-results/screenshots');
const saveScreenshots = process.env.SCREENSHOTS === '1';

function fileName(width: number, who: string, path: string): string {
  return `${outDir}/${width}-${who}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
}

/** The page shows its heading and does not scroll sideways; saved as a picture if asked. */
async function checkPage(page: Page, width: number, who: string, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} at ${width}px (${who}) scrolls sideways`).toBeLessThanOrEqual(0);
  if (saveScreenshots) {
    await page.screenshot({ path: fileName(width, who, path), fullPage: true });
  }
}

test('every page renders at phone and desktop width without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(180_000);
  if (saveScreenshots) mkdirSync(outDir, { recursive: true });
  const email = uniqueEmail('tour');
  createUser(email, 'tour-password-123', 'Tour Engineer');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.context().clearCookies();
    for (const path of PAGES) await checkPage(page, width, 'out', path);

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('tour-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: /plan — account/ })).toBeVisible();
    for (const path of SIGNED_IN_PAGES) await checkPage(page, width, 'in', path);
  }
});
