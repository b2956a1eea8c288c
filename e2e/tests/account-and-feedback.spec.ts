import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/admin';

test('engineer signs up, leaves feedback, logs out and is sent to sign in from the account page', async ({
  page,
}) => {
  const email = uniqueEmail('sign-up');
  const comment = `Timer works well in a plant room ${Date.now()}`;

  await page.goto('/');
  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Alex Fitter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Home: the calculator type selection.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open domestic calculator' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Free plan/i })).toBeVisible();

  await page
    .getByRole('link', { name: /feedback/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/feedback/);
  await page.getByRole('radio', { name: 'Very Good' }).click();
  await page.getByLabel(/comment/i).fill(comment);
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();

  // Log out is a button (decision 0440): it seals the engineer's work, then ends the session.
  await page.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in/);
});
