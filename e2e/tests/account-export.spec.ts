import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
  ACCOUNT_EXPORTS_PER_HOUR,
  type Job,
} from '@pipeproof/contracts';
import { readZip } from '../../apps/server/test/support/read-zip';
import {
  JOB,
  fillJobDetails,
  recordAnyway,
  region,
  setUpPipes,
  signUpAndIn,
  verdict,
} from '../support/commercial-steps';

// Decision 0813, end to end: 'Download my data' on the account page gives the engineer's own
// saved job and certificate in one ZIP. Every file is checked in
// apps/server/test/account-export.test.ts; here the whole way through, in the browser.

const screenshots = resolve(import.meta.dirname, '../../test-results/screenshots');

test('an engineer with a saved job and an issued certificate downloads their data, and both are in the ZIP', async ({
  page,
}, testInfo) => {
  await signUpAndIn(page, 'premium');

  // A new installation's tightness test on one 25 mm run, PASS, saved (as certificates.spec.ts).
  await page.goto('/commercial');
  await fillJobDetails(page);
  await page.getByRole('radio', { name: 'New Installation' }).check();
  await page.getByLabel('Room volume (m³)').fill('25');
  await region(page, 'Test Selection').getByRole('radio', { name: 'Tightness Test' }).check();
  await setUpPipes(page, [{ size: '25', length: '12' }]);
  await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
  const setup = region(page, 'Test Setup');
  await setup.getByRole('radio', { name: /Water gauge/ }).check();
  await setup.getByRole('radio', { name: 'Air', exact: true }).check();
  await page.getByRole('button', { name: 'Calculate Tightness Test' }).click();
  await region(page, 'Tightness Test')
    .getByLabel(/Actual pressure drop/)
    .fill('0');
  await expect(verdict(page, 'Tightness test result')).toContainText('PASS');
  await page.getByRole('button', { name: 'Save Test Record' }).click();
  await recordAnyway(page);
  await expect(page.getByText('Saved to your account')).toBeVisible();

  // Export PDF issues the certificate.
  const downloadingPdf = page.waitForEvent('download');
  await region(page, 'Completed Tests').getByRole('button', { name: 'Export PDF' }).click();
  const number = (await downloadingPdf).suggestedFilename().replace(/\.pdf$/, '');
  expect(number).toMatch(/^PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // The account page: 'Your data' says what is in it; the button downloads the ZIP.
  await page.goto('/account');
  const card = region(page, 'Your data');
  await expect(card).toContainText('every saved job with its test records');
  mkdirSync(screenshots, { recursive: true });
  await card.screenshot({ path: `${screenshots}/412-account-your-data.png` });
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pipeproof-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(zipPath);
  expect(await download.failure()).toBeNull();
  // Still on the account page: the download did not navigate away.
  await expect(page).toHaveURL(/\/account$/);

  const files = readZip(readFileSync(zipPath));
  expect(files.get('README.txt')?.toString('utf8')).toContain('Your PipeProof data');

  const jobs = JSON.parse(files.get('jobs.json')?.toString('utf8') ?? '[]') as Job[];
  expect(jobs).toHaveLength(1);
  const [job] = jobs;
  expect(job?.jobDetails).toMatchObject({
    jobNumber: JOB['Job Number'],
    customerName: JOB['Customer Name'],
    location: JOB.Location,
  });
  expect(job?.testRecords.map((record) => [record.testName, record.testResult])).toEqual([
    ['Tightness Test', 'PASS'],
  ]);

  const certificate = JSON.parse(
    files.get(`certificates/${number}.json`)?.toString('utf8') ?? '{}',
  ) as { jobId?: string; customerName?: string };
  expect(certificate).toMatchObject({ jobId: job?.id, customerName: JOB['Customer Name'] });
  const pdf = files.get(`certificates/${number}.pdf`) ?? Buffer.alloc(0);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
  expect(text).toContain(`Certificate number ${number}`);
  expect(text).toContain(JOB['Customer Name']);
  expect(text).toMatch(/Tightness Test\s+PASS/);
});

test(`past ${ACCOUNT_EXPORTS_PER_HOUR} downloads in the hour, the account page says why the next one did not start (decision 0869)`, async ({
  page,
}) => {
  await signUpAndIn(page, 'free');
  await page.goto('/account');
  const card = region(page, 'Your data');
  const link = card.getByRole('link', { name: 'Download my data' });
  for (let index = 0; index < ACCOUNT_EXPORTS_PER_HOUR; index += 1) {
    const downloading = page.waitForEvent('download');
    await link.click();
    expect(await (await downloading).failure()).toBeNull();
  }
  await expect(page).toHaveURL(/\/account$/);
  await link.click();
  await expect(region(page, 'Your data').getByRole('alert')).toHaveText(
    ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
  );
  // On a phone the card is far down the page, which opened at its top: the message is brought to view.
  await expect(region(page, 'Your data').getByRole('alert')).toBeInViewport();
  mkdirSync(screenshots, { recursive: true });
  await region(page, 'Your data').screenshot({
    path: `${screenshots}/412-account-export-limited.png`,
  });
  // The address no longer names the refusal: a reload does not say it again.
  await expect(page).toHaveURL(/\/account$/);
  await page.reload();
  await expect(
    region(page, 'Your data').getByRole('link', { name: 'Download my data' }),
  ).toBeVisible();
  await expect(region(page, 'Your data').getByRole('alert')).toHaveCount(0);

  // 'Delete account' points to a copy first: its 'Your data' link brings the download into view.
  await region(page, 'Delete account').getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/account#your-data$/);
  await expect(
    region(page, 'Your data').getByRole('link', { name: 'Download my data' }),
  ).toBeInViewport();
});
