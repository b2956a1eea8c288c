import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';
import { expectNoAxeViolations, expectTargetsLargeEnough } from '../support/axe';
import { BILLING_BASE_URL, FAKE_STRIPE_URL } from '../support/billing-server';
import { recordAnyway } from '../support/commercial-steps';
import { passingResultWithJobDetails } from '../support/quick-calc-steps';

const screenshots = resolve(import.meta.dirname, '../../test-results/screenshots');

/** For a person to look at (test-results/screenshots): the page at phone and desktop width. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 915 });
    await page.screenshot({ path: `${screenshots}/${width}-${name}.png` });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

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

test.describe('with payments (the billing server and the Stripe fake)', () => {
  test.use({ baseURL: BILLING_BASE_URL });

  test('a Free engineer pressing Print Report is shown Basic and its price, upgrades on Stripe Checkout and comes back to the job to print it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/sign-in?mode=create&returnTo=%2Fcalc');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Name').fill('Sam Fitter');
    await page.getByLabel('Email').fill(uniqueEmail('gate-upgrade'));
    await page.getByLabel('Password').fill('gate-upgrade-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/calc$/);

    const reference = `UPG-${Date.now()}`;
    const save = await passingResultWithJobDetails(page, reference);
    const print = save.getByRole('button', { name: `Print Report for job ${reference}` });
    await print.click();

    // The Upgrade Required card (decision 0437): why, the plan from Basic up with its price.
    const card = page.getByRole('dialog', { name: 'Upgrade Required' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Print Report needs a Basic subscription.')).toBeVisible();
    const basic = card.getByRole('article', { name: 'Basic plan' });
    await expect(basic).toContainText('£1/month');
    const upgrade = basic.getByRole('link', { name: 'Upgrade to Basic' });
    await expect(upgrade).toHaveAttribute('href', '/subscribe?tier=basic&returnTo=%2Fcalc');
    await expect(card.getByRole('link', { name: /^Upgrade to / })).toHaveCount(3);
    await expect(page).toHaveURL(/\/calc$/);
    await shoot(page, 'upgrade-required-print-report');
    await expectNoAxeViolations(page, 'the Upgrade Required dialog');
    await expectTargetsLargeEnough(page, 'the Upgrade Required dialog');
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(print).toBeFocused();

    // Upgrade: /subscribe → Stripe Checkout (the fake) → pay → back on /calc, not the account.
    await print.click();
    await card.getByRole('link', { name: 'Upgrade to Basic' }).click();
    await expect(page).toHaveURL(/\/subscribe\?tier=basic&returnTo=%2Fcalc$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/checkout/cs_test_`));
    await page.getByRole('button', { name: 'Pay £1.00' }).click();
    await expect(page.getByText('Subscription Updated!')).toBeVisible();
    await expect(page).toHaveURL(`${BILLING_BASE_URL}/calc`);
    await expect(page.getByRole('link', { name: 'Basic plan — account' })).toBeVisible();

    // The job in progress is as it was left; Print Report now saves it and prints.
    await expect(
      page.getByRole('region', { name: 'Project Information' }).getByLabel('Project Reference'),
    ).toHaveValue(reference);
    const back = page.getByRole('region', { name: 'Save as Job', exact: true });
    await expect(back.getByLabel('Customer Name')).toHaveValue('Mill Lane Bakery');
    await back.getByRole('button', { name: `Print Report for job ${reference}` }).click();
    await recordAnyway(page);
    await expect(page).toHaveURL(/\/api\/certificates\/PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(page.locator('body')).toContainText(reference);
  });
});
