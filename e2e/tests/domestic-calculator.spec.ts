import { expect, test, type Page } from '@playwright/test';
import { waitForOfflineReady } from '../support/offline';
import { signUpAndIn, verdict } from '../support/commercial-steps';

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const choose = (page: Page, groupName: string, name: string) =>
  group(page, groupName).getByRole('radio', { name, exact: true }).check();

test('a Basic engineer tests an existing home with appliances connected, without signal, retests the pipework and prints the report once back online', async ({
  page,
  context,
}) => {
  await signUpAndIn(page, 'basic');
  await page.goto('/home');
  await page.getByRole('link', { name: 'Open domestic calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domestic Calculator' })).toBeVisible();
  await expect(
    page.getByText('Check these figures against your copy of IGEM/UP/1B Edition 4.'),
  ).toBeVisible();
  await waitForOfflineReady(page);

  for (const [label, value] of [
    ['Job Number', 'DOM-E2E'],
    ['Customer Name', 'Mrs Patel'],
    ['Engineer Name', 'Sam Fitter'],
    ['Gas Safe Number', '123456'],
    ['Location', '4 Mill Lane'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Done' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Job: DOM-E2E · Mrs Patel · 4 Mill Lane' }),
  ).toBeVisible();

  await context.setOffline(true);
  await choose(page, 'Gas', 'Natural Gas');
  await choose(page, 'Installation', 'Existing');
  await choose(page, 'Appliances connected?', 'Yes');
  await choose(page, 'Gauge', 'Water gauge (0.25 mbar)');
  await page.getByLabel('Nominal size').selectOption('22');
  await page.getByLabel('Length (m)').fill('10');
  await choose(page, 'Meter', 'E6/G4');
  await expect(page.getByText('Installation volume: 0.006 m³')).toBeVisible();

  await page.getByLabel('Pressure rise (mbar)').fill('0');
  await expect(region(page, 'Tightness Test')).toContainText('Up to 4 mbar');
  await page.getByLabel('Pressure drop (mbar)', { exact: true }).fill('1');
  await page.getByLabel('Retest pressure drop (mbar)').fill('0');
  await choose(page, 'Is there a smell of gas?', 'No');
  await expect(verdict(page, 'Domestic test')).toContainText('PASS');
  await expect(region(page, 'Purge Volume')).toContainText('0.009 m³');

  await region(page, 'Record and Certificate').getByRole('button', { name: 'Record Test' }).click();
  await expect(page.getByText(/Waiting for connection/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/Saved to your account/)).toBeVisible({ timeout: 40_000 });

  await region(page, 'Record and Certificate')
    .getByRole('button', { name: 'Print Report' })
    .click();
  await expect(page).toHaveURL(/\/api\/certificates\/PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByText('IGEM/UP/1B Edition 4').first()).toBeVisible();
});
