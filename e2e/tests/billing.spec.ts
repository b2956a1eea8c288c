import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/admin';
import { BILLING_BASE_URL, FAKE_STRIPE_URL } from '../support/billing-server';
import { fillJobDetails, region, setUpPipes } from '../support/commercial-steps';

// The billing server: Stripe configured, its SDK talking to the local fake (playwright.config.ts).
test.use({ baseURL: BILLING_BASE_URL });

const outDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/** A commercial purge (product.md §6: purge needs Premium): what the server refuses a lower tier. */
const PURGE = {
  calculatorType: 'commercial',
  project: { installationType: 'new', operationType: 'Purge', purgeDirection: 'air-to-gas' },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
  purgeConfigurations: [{ type: 'hose', nominalSize: 20, length: 5 }],
};

async function purgeStatus(page: Page): Promise<number> {
  const response = await page.request.post('/api/calculate', {
    data: PURGE,
    headers: { origin: BILLING_BASE_URL },
  });
  return response.status();
}

/** For a person to look at (test-results/screenshots), at phone and desktop width. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 915 });
    await page.screenshot({ path: `${outDir}/${width}-billing-${name}.png`, fullPage });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

test('engineer starts Premium from the landing page, pays on Stripe Checkout, gets purge, cancels and keeps Premium until the period ends', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('billing');

  // Landing 'Start Premium' → sign up → /subscribe?tier=premium (product.md §2).
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Premium' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Robin Installer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('billing-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/subscribe\?tier=premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Free plan — account' })).toBeVisible();
  expect(await purgeStatus(page)).toBe(403);
  await shoot(page, 'subscribe');

  // Stripe Checkout (the fake's hosted page) → pay → back with upgraded=true.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/checkout/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Subscribe to PipeProof Premium' })).toBeVisible();
  await shoot(page, 'stripe-checkout', false);
  await page.getByRole('button', { name: 'Pay £2.00' }).click();

  await expect(page.getByText('Subscription Updated!')).toBeVisible();
  await expect(page.getByText('Your subscription has been activated successfully.')).toBeVisible();
  await expect(page).toHaveURL(`${BILLING_BASE_URL}/account`);
  await expect(page.getByRole('link', { name: 'Premium plan — account' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan).toContainText(/Renews on \d\d\/\d\d\/\d{4} at £2 a month/);
  expect(await purgeStatus(page)).toBe(200);
  await shoot(page, 'account-premium');

  // The calculator lets a Premium engineer set up a purge (product.md §6: purge from Premium).
  await page.goto('/commercial');
  await fillJobDetails(page);
  await page.getByRole('radio', { name: 'New Installation' }).check();
  await region(page, 'Test Selection').getByRole('radio', { name: 'Purge' }).check();
  await setUpPipes(page, [{ size: '25', length: '10' }]);
  const setup = region(page, 'Test Setup');
  await expect(setup.getByLabel('Purge hose size')).toBeVisible();
  await expect(setup.getByRole('heading', { name: 'Upgrade Required' })).toHaveCount(0);

  // Changing plan is offered as such, not as a second subscription.
  await page.goto('/subscribe?tier=basic');
  await expect(page.getByRole('heading', { level: 1, name: 'Change to Basic' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Downgrade at the end of your billing period' }),
  ).toBeVisible();
  await shoot(page, 'downgrade');

  // Cancel: still Premium until the paid period ends (product.md §4, §5).
  await page.goto('/account');
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(dialog).toContainText(
    'Are you sure you want to cancel your subscription? You will lose access to premium features at the end of your billing period.',
  );
  await shoot(page, 'cancel-dialog', false);
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Subscription Cancelled')).toBeVisible();
  await expect(plan).toContainText(
    /Cancelled\. You keep Premium until \d\d\/\d\d\/\d{4}, then your plan becomes Free\./,
  );
  await expect(page.getByRole('link', { name: 'Premium plan — account' })).toBeVisible();
  expect(await purgeStatus(page)).toBe(200);
  await shoot(page, 'account-cancelled');

  // The period ends at Stripe: its webhook makes the user Free.
  const subscriptions = (await (
    await page.request.get(
      `${FAKE_STRIPE_URL}/_fake/subscriptions?email=${encodeURIComponent(email)}`,
    )
  ).json()) as { id: string }[];
  expect(subscriptions).toHaveLength(1);
  const ended = await page.request.post(
    `${FAKE_STRIPE_URL}/_fake/subscriptions/${subscriptions[0]?.id}/end-period`,
  );
  expect(ended.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Free plan — account' })).toBeVisible();
  await expect(plan).toContainText('Your Premium subscription has ended.');
  expect(await purgeStatus(page)).toBe(403);
});
