import { expect, test } from '@playwright/test';
import type { SmtpInbox } from '../../apps/server/test/support/smtp-inbox';
import { runAdmin, uniqueEmail } from '../support/admin';
import { expectNoAxeViolations, expectTargetsLargeEnough } from '../support/axe';
import { runPassingTightnessTest } from '../support/certificate-steps';
import { JOB, region, signUpAndIn } from '../support/commercial-steps';
import { listenForMail } from '../support/listen-for-mail';

// Decision 0812: on site, on a phone, a Premium engineer emails the certificate to the customer
// from the calculator. The mail arrives at a real SMTP server (in this process) with the PDF, and
// the verification link in it opens the certificate's public page; the account lists the sending.

const PDF_MAGIC = '%PDF-';

let inbox: SmtpInbox;
test.beforeAll(async () => {
  // Another story may hold the SMTP port for a while (support/listen-for-mail.ts).
  test.setTimeout(150_000);
  inbox = await listenForMail();
});
test.afterAll(() => inbox.stop());

test('a Premium engineer emails the certificate to the customer, who opens the PDF and verifies it from the link', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 915 },
    hasTouch: true,
  });
  const page = await phone.newPage();
  const email = await signUpAndIn(page, 'premium');
  // The engineer's own address is verified (replies go to it): here by the operator's tool.
  runAdmin('verify-email', email);
  await runPassingTightnessTest(page, { gauge: /Water gauge/ });

  const customer = uniqueEmail('customer');
  const completed = region(page, 'Completed Tests');
  await completed.getByRole('button', { name: 'Email to customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email to customer' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the Email to customer dialog');
  await expectTargetsLargeEnough(page, 'the Email to customer dialog');
  await dialog.getByLabel("Customer's email").fill(customer);
  await dialog
    .getByLabel('Message (optional)')
    .fill('Thanks for having us today. Your certificate is attached.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Certificate sent to ${customer}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The customer's mail: the note, the job, the PDF, and a link to check it.
  const mail = await inbox.waitFor(customer);
  expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual([email]);
  const text = mail.text ?? '';
  expect(text).toContain('Thanks for having us today.');
  expect(text).toContain(JOB['Job Number']);
  expect(text).toContain(JOB.Location);
  const number = /PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mail.subject ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  const [pdf] = mail.attachments;
  expect(pdf?.filename).toBe(`${number}.pdf`);
  expect(pdf?.content.subarray(0, PDF_MAGIC.length).toString('latin1')).toBe(PDF_MAGIC);
  const link = /https?:\/\/\S+\/verify\/PP-[0-9A-Z-]+/.exec(text)?.[0] ?? '';
  expect(new URL(link).origin).toBe(baseURL);

  // The customer, signed out, opens the link from the mail.
  const customerPhone = await browser.newContext({
    viewport: { width: 412, height: 915 },
    hasTouch: true,
  });
  try {
    const verify = await customerPhone.newPage();
    await verify.goto(link);
    await expect(verify.getByText('This certificate was issued through PipeProof.')).toBeVisible();
    await expect(
      verify
        .locator('dt', { hasText: /^Certificate number$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(number);
  } finally {
    await customerPhone.close();
  }

  // The account lists the sending with the certificate; the next sending starts from the address.
  await page.goto('/account');
  const certificates = page.getByRole('list', { name: 'Issued certificates' });
  await expect(
    certificates.getByRole('listitem').filter({ hasText: number }).getByRole('list', {
      name: 'Emailed to customers',
    }),
  ).toContainText(`Emailed to ${customer}, `);
  await page
    .getByRole('button', { name: `Email to customer for job ${JOB['Job Number']}` })
    .click();
  await expect(dialog.getByLabel("Customer's email")).toHaveValue(customer);
  await phone.close();
});
