import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { SmtpInbox } from '../../apps/server/test/support/smtp-inbox';
import { uniqueEmail } from '../support/admin';
import { expectNoAxeViolations, expectTargetsLargeEnough, expectToast } from '../support/axe';
import { listenForMail } from '../support/listen-for-mail';

// Decision 0811: a new engineer verifies the address from the mail (a real SMTP server in this
// process), changes the password on the account page, then moves the account to a new address —
// confirmed at the old address, finished by the link at the new one. At phone width (412 px).

const PASSWORD = 'verify-my-riser-1';
const NEW_PASSWORD = 'changed-my-riser-2';

let inbox: SmtpInbox;
test.beforeAll(async () => {
  // Another story may hold the SMTP port for a while (support/listen-for-mail.ts).
  test.setTimeout(150_000);
  inbox = await listenForMail();
});
test.afterAll(() => inbox.stop());

/** The /verify-email link of the mail to `to` with this subject. */
async function mailedLink(to: string, subject: string): Promise<string> {
  const mail: ParsedMail = await inbox.waitFor(to, (m) => m.subject === subject);
  const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_.-]+(&step=[a-z-]+)?/.exec(
    mail.text ?? '',
  )?.[0];
  expect(link, mail.text).toBeDefined();
  return link ?? '';
}

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Your email address is not verified.' });

test('engineer verifies the email address, changes the password, then moves to a new address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('verify');
  const newEmail = uniqueEmail('moved');

  // Sign up: the banner asks to verify the address.
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Vic Verify');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(email);
  await expectNoAxeViolations(page, 'home with the verification banner');
  await expectTargetsLargeEnough(page, 'home with the verification banner');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the banner makes the page scroll sideways').toBeLessThanOrEqual(0);

  // The mail's link, opened in this browser: verified, and the banner goes.
  const verifyLink = await mailedLink(email, 'Verify your email address for PipeProof');
  expect(new URL(verifyLink).origin).toBe(baseURL);
  await page.goto(verifyLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address verified' }),
  ).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expectNoAxeViolations(page, '/verify-email, verified');

  // Change the password on the account page: a wrong current password first.
  await page.getByRole('link', { name: 'Go to your account' }).click();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();
  const passwordForm = details.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Incorrect password.')).toBeVisible();
  await expectNoAxeViolations(page, '/account with a wrong current password');
  await passwordForm.getByLabel('Current password').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password Changed');

  // Change the address: confirmed at the old address, then finished at the new one.
  const emailForm = details.getByRole('form', { name: 'Change email address' });
  await emailForm.getByLabel('New email address').fill(newEmail);
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailForm.getByRole('status')).toContainText(`We have sent a link to ${email}`);
  await page.goto(await mailedLink(email, 'Confirm the change of your PipeProof email address'));
  await expect(page.getByRole('heading', { level: 1, name: 'Change confirmed' })).toBeVisible();
  await page.goto(await mailedLink(newEmail, 'Confirm your new email address for PipeProof'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address changed' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(details.getByText(newEmail)).toBeVisible();
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();

  // The new address and the new password sign in; the old address no longer does.
  const signIn = (address: string) =>
    page.request.post('/api/auth/sign-in/email', {
      data: { email: address, password: NEW_PASSWORD },
      headers: { Origin: baseURL ?? '' },
    });
  expect((await signIn(email)).status()).toBe(401);
  expect((await signIn(newEmail)).status()).toBe(200);
});
