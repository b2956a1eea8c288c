import { expect, test } from '@playwright/test';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';

test('visitor picks Premium on the landing page, creates an account and reaches the subscribe page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Premium' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Priya Engineer');
  await page.getByLabel('Email').fill(uniqueEmail('pending-tier'));
  await page.getByLabel('Password').fill('a-long-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/subscribe\?tier=premium/);
  // No Stripe key on this server: the page says so and offers the way back (product.md §2).
  await expect(
    page.getByRole('heading', { name: 'Subscription Service Unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Application' })).toHaveAttribute(
    'href',
    '/calc',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('pendingTier'))).toBeNull();
});

test('self-hoster sets an engineer to Professional with the admin command and the app shows it', async ({
  page,
}) => {
  const email = uniqueEmail('admin-tier');
  createUser(email, 'another-long-password', 'Sam Installer');

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('another-long-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Free plan — account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /settings/i })).toHaveCount(0);

  runAdmin('set-tier', email, 'professional');
  // The user query is cached for 5 minutes (product.md §7): a fresh load reads the new tier.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Professional plan — account' })).toBeVisible();
  await page.getByRole('link', { name: /settings/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company Settings' })).toBeVisible();

  const statusResponse = await page.request.get('/api/subscription-status');
  expect(await statusResponse.json()).toMatchObject({ tier: 'professional' });
});
