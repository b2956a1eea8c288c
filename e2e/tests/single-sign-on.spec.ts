import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readVerifyLinkFromFolder } from '../../apps/server/test/support/mail-folder';
import { BILLING_BASE_URL, IDP_NAME, IDP_URL } from '../support/billing-server';

// The configured server: single sign-on through the local OpenID Connect provider
// (playwright.config.ts, support/oidc-provider-setup.ts), whose own pages take any login. The
// provider says every address it gives (`<login>@idp.example`) is verified.
test.use({ baseURL: BILLING_BASE_URL });

/**
 * From /sign-in, through the provider's own login page (it asks every time, 0909) and its consent
 * page (only the first time an account allows PipeProof), back to PipeProof.
 */
async function continueWithProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('button', { name: `Continue with ${IDP_NAME}` }).click();
  await page.waitForURL((url) => url.href.startsWith(IDP_URL));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  const isBack = (url: URL) => url.href.startsWith(BILLING_BASE_URL);
  await Promise.race([consent.waitFor(), page.waitForURL(isBack)]);
  if (!isBack(new URL(page.url()))) await consent.click();
  await page.waitForURL(isBack);
}

const freshLogin = () => `olive-${randomUUID().slice(0, 8)}`;

test('an engineer whose company signs in through its own provider gets an account with no PipeProof password', async ({
  page,
}) => {
  const login = freshLogin();
  await page.goto('/sign-in?returnTo=%2Faccount');
  await continueWithProvider(page, login);

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

test('an engineer with an unverified PipeProof account at the same address is told how to get in, and once it is verified the provider signs them in to it (0908)', async ({
  page,
}) => {
  const login = freshLogin();
  const email = `${login}@idp.example`;
  const password = 'a-long-pass-phrase-9';
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Olive Oidc' },
    headers: { origin: BILLING_BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto('/sign-in?returnTo=%2Faccount');
  await continueWithProvider(page, login);
  await expect(
    page.getByText(
      'A PipeProof account already uses that email address. Sign in below with its password and verify the address from the link we email you; then that service can sign you in to it too.',
    ),
  ).toBeVisible();

  // As the message says: the password, then the link mailed when the account was made.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${BILLING_BASE_URL}/account`);
  const mailFolder = join(process.env.E2E_BILLING_DATA_DIR ?? '', 'mail');
  await page.goto(await readVerifyLinkFromFolder(mailFolder, email));
  await expect(page.getByText('Thank you: your email address is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // The provider now signs the engineer in to that same account, password and all.
  await page.goto('/sign-in?returnTo=%2Faccount');
  await continueWithProvider(page, login);
  await expect(page).toHaveURL(`${BILLING_BASE_URL}/account`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeVisible();
});

test('on a shared phone, the next engineer to press the provider’s button is asked who they are, not signed in as the last (0909)', async ({
  page,
}) => {
  const first = freshLogin();
  await page.goto('/sign-in?returnTo=%2Faccount');
  await continueWithProvider(page, first);
  await expect(page.getByText(`${first}@idp.example`)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // The provider still holds the first engineer's session in this browser; it asks all the same.
  const second = freshLogin();
  await page.goto('/sign-in?returnTo=%2Faccount');
  await continueWithProvider(page, second);
  await expect(page).toHaveURL(`${BILLING_BASE_URL}/account`);
  await expect(page.getByText(`${second}@idp.example`)).toBeVisible();
  await expect(page.getByText(`${first}@idp.example`)).toHaveCount(0);
});
