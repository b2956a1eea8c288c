import { expect, type Page } from '@playwright/test';
import { JOB, recordAnyway, region, setUpPipes, verdict } from './commercial-steps';

// Steps the certificate stories share (tests/certificates.spec.ts, tests/certificate-email.spec.ts).

/** The tightness test every story runs: a new installation, one 25 mm run, MOP 21 mbar. */
const TIGHTNESS_PIPES = [{ size: '25', length: '12' }] as const;

/**
 * Job details (JOB, or another `engineer`), a new installation's tightness test on one 25 mm
 * run, calculated, a drop of 0 entered (PASS) and saved; waits until the job is on the account.
 * `gauge` is the Test Setup radio to pick.
 */
export async function runPassingTightnessTest(
  page: Page,
  {
    gauge,
    prefilledEngineer = null,
    save = true,
  }: {
    gauge: RegExp;
    /** The company's default engineer, expected already in the job details (product.md §3). */
    prefilledEngineer?: Record<'Engineer Name' | 'Gas Safe Number', string> | null;
    /** false: stop at the PASS, unsaved (the results card's buttons record it). */
    save?: boolean;
  },
): Promise<void> {
  await page.goto('/commercial');
  for (const [label, value] of Object.entries(prefilledEngineer ?? {})) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  for (const [label, value] of Object.entries(JOB)) {
    if (prefilledEngineer && label in prefilledEngineer) continue;
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('radio', { name: 'New Installation' }).check();
  await page.getByLabel('Room volume (m³)').fill('25');
  await region(page, 'Test Selection').getByRole('radio', { name: 'Tightness Test' }).check();
  await setUpPipes(page, TIGHTNESS_PIPES);
  await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
  const setup = region(page, 'Test Setup');
  await setup.getByRole('radio', { name: gauge }).check();
  await setup.getByRole('radio', { name: 'Air', exact: true }).check();
  await page.getByRole('button', { name: 'Calculate Tightness Test' }).click();
  await region(page, 'Tightness Test')
    .getByLabel(/Actual pressure drop/)
    .fill('0');
  await expect(verdict(page, 'Tightness test result')).toContainText('PASS');
  if (!save) return;
  await page.getByRole('button', { name: 'Save Test Record' }).click();
  await recordAnyway(page);
  const completed = region(page, 'Completed Tests');
  await expect(
    completed.getByRole('listitem').filter({ hasText: 'Tightness Test' }).getByRole('status'),
  ).toHaveText('Tightness Test result: PASS');
  await expect(page.getByText('Saved to your account')).toBeVisible();
}
