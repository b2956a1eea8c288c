import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { BILLING_BASE_URL, IDP_NAME, IDP_URL } from '../support/billing-server';

// The configured server: single sign-on through the local OpenID Connect provider
// (playwright.config.ts, support/oidc-provider-setup.ts), whose own pages take any login.
test.use({ baseURL: BILLING_BASE_URL });

test('an engineer whose company signs in through its own provider gets an account with no PipeProof password', async ({
  page,
}) => {
  const login = `olive-${randomUUID().slice(0, 8)}`;
  await page.goto('/sign-in?returnTo=%2Faccount');
  await page.getByRole('button', { name: `Continue with ${IDP_NAME}` }).click();

  // The provider's own login and consent pages.
  await page.waitForURL((url) => url.href.startsWith(IDP_URL));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on PipeProof, signed in, on the page asked for.
  await expect(page).toHaveURL(`${BILLING_BASE_URL}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
  await expect(page.getByText(`${login}@idp.example`)).toBeVisible();
  await expect(
    page.getByText(
      'You sign in with your organisation’s sign-in, so your account has no PipeProof password to change.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
