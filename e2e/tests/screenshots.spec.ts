import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/admin';

// Every page at phone and desktop width, signed out and signed in, saved for a person to look
// at (test-results/screenshots). Each page must render its one h1 and no horizontal scrolling.
const PAGES = [
  '/',
  '/home',
  '/sign-in',
  '/commercial',
  '/industrial',
  '/calculations',
  '/subscribe?tier=basic',
  '/privacy',
  '/terms',
  '/consultancy',
  '/feedback',
  '/no-such-page',
];
const SIGNED_IN_PAGES = ['/', '/calc', '/account', '/settings'];
const WIDTHS = [412, 1280];
const outDir = resolve(import.meta.dirname, '../../test-results/screenshots');

function fileName(width: number, who: string, path: string): string {
  return `${outDir}/${width}-${who}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
}

test('every page renders at phone and desktop width without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(outDir, { recursive: true });
  const email = uniqueEmail('tour');
  createUser(email, 'tour-password-123', 'Tour Engineer');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.context().clearCookies();
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: fileName(width, 'out', path), fullPage: true });
    }

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('tour-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: /plan — account/ })).toBeVisible();
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: fileName(width, 'in', path), fullPage: true });
    }
  }
});
