import { expect, test } from '@playwright/test';
import type { SmtpInbox } from '../../apps/server/test/support/smtp-inbox';
import { createUser, uniqueEmail } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { listenForMail } from '../support/listen-for-mail';

// Decision 0810: an engineer who forgot the password asks for a link on another device, reads the
// mail (a real SMTP server in this process), chooses a new password and is signed in; the session
// left on the first device has ended.

const OLD_PASSWORD = 'forgotten-password-1';
const NEW_PASSWORD = 'remembered-riser-test-2';

let inbox: SmtpInbox;
test.beforeAll(async () => {
  // Another story may hold the SMTP port for a while (support/listen-for-mail.ts).
  test.setTimeout(150_000);
  inbox = await listenForMail();
});
test.afterAll(() => inbox.stop());

test('forgot password: the mailed link sets a new password, signs in here and ends the other session', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('forgot');
  createUser(email, OLD_PASSWORD, 'Fay Forgetful');

  // Signed in on the van's tablet.
  const tablet = await browser.newContext();
  const tabletPage = await tablet.newPage();
  await tabletPage.goto('/sign-in');
  await tabletPage.getByLabel('Email').fill(email);
  await tabletPage.getByLabel('Password').fill(OLD_PASSWORD);
  await tabletPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(tabletPage).not.toHaveURL(/sign-in/);

  // On the phone: forgot password.
  const phone = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account uses that email address/)).toBeVisible();

  const mail = await inbox.waitFor(email, (m) => m.subject === 'Reset your PipeProof password');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();
  expect(new URL(link ?? '').origin).toBe(baseURL);

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, '/reset-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  await expect(page).not.toHaveURL(/reset-password|sign-in/);
  await expect(page.getByRole('link', { name: /plan — account/ })).toBeVisible();

  // The tablet's session ended with the old password.
  expect((await tabletPage.request.get('/api/auth/user')).status()).toBe(401);

  // The link worked once (tried again on another device).
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(link ?? '');
  await laptopPage.getByLabel('New password', { exact: true }).fill('another-riser-test-3');
  await laptopPage.getByLabel('Confirm new password').fill('another-riser-test-3');
  await laptopPage.getByRole('button', { name: 'Save new password' }).click();
  await expect(laptopPage.getByText(/has expired or has already been used/)).toBeVisible();
  await laptop.close();

  await tablet.close();
  await phone.close();
});
