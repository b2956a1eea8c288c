import { expect, type Locator, type Page } from '@playwright/test';

const region = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

/**
 * /calc with a passing tightness result (one 25 mm pipe, a drop of 0, so every plan may run it)
 * and the three job details 'Save as Job' asks for; answers the 'Save as Job' card.
 */
export async function passingResultWithJobDetails(page: Page, reference: string): Promise<Locator> {
  const project = region(page, 'Project Information');
  await project.getByLabel('Project Reference').fill(reference);
  await project.getByLabel('Engineer Name').fill('Sam Fitter');
  await project.getByRole('radio', { name: 'Tightness Testing' }).check();
  const pipes = region(page, 'Pipe Configuration');
  await pipes.getByLabel('Nominal size').selectOption('25');
  await pipes.getByLabel('Length (m)').fill('12');
  const parameters = region(page, 'Test Parameters');
  await parameters.getByRole('radio', { name: /2 decimal places/ }).check();
  await parameters.getByRole('radio', { name: 'Air', exact: true }).check();
  await page.getByRole('button', { name: 'Get Test Results' }).click();
  const results = region(page, 'Tightness Test Results');
  await results.getByLabel(/Actual pressure drop/).fill('0');
  await expect(
    page.getByRole('status').filter({ hasText: 'Tightness test result:' }),
  ).toContainText('PASS');
  const save = region(page, 'Save as Job');
  await save.getByLabel('Customer Name').fill('Mill Lane Bakery');
  await save.getByLabel('Gas Safe Number').fill('654321');
  await save.getByLabel('Location').fill('Mill Lane, York');
  return save;
}
