import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { calculate, type CalculationInput, type CalculationOutput } from '@pipeproof/engine';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';
import { expectResultsInView, recordAnyway } from '../support/commercial-steps';
import { expectNoAxeViolations, expectTargetsLargeEnough } from '../support/axe';
import { waitForOfflineReady } from '../support/offline';
import { passingResultWithJobDetails } from '../support/quick-calc-steps';

const screenshots = resolve(import.meta.dirname, '../../test-results/screenshots');

/** The engine's answer for an input: the numbers the page must show. */
function engine(input: CalculationInput): CalculationOutput {
  const result = calculate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

const region = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

/** The value of a figure in a results card ('Test pressure' → '21 mbar'). */
function figure(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** The toast with this title (sonner keeps title and description in one element). */
function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

async function signIn(page: Page, tier: 'premium'): Promise<void> {
  const email = uniqueEmail(`quick-calc-${tier}`);
  createUser(email, 'quick-calc-password-1', 'Sam Fitter');
  runAdmin('set-tier', email, tier);
  await page.goto('/sign-in?returnTo=%2Fcalc');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('quick-calc-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/calc$/);
}

const TIGHTNESS: CalculationInput = {
  calculatorType: 'commercial',
  project: {
    reference: 'QC-E2E-1',
    engineerName: 'Sam Fitter',
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    maxOperatingPressure: 21,
    gaugeType: 'electronic01',
    testMedium: 'Air',
  },
  pipeConfigurations: [
    { material: 'steel', nominalSize: 32, length: 14 },
    { material: 'steel', nominalSize: 20, length: 7.5 },
  ],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
};

test('an engineer on a phone meets the form’s checks, runs a tightness test with the engine’s numbers and records PASS then FAIL', async ({
  page,
  context,
}) => {
  await signIn(page, 'premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();
  await expect(page.getByText('No results to display')).toBeVisible();

  // product.md §5, word for word.
  const getResults = page.getByRole('button', { name: 'Get Test Results' });
  await getResults.click();
  await expect(toast(page, 'Missing Required Information')).toContainText(
    'Please fill in project reference, engineer name, and installation type before calculating',
  );
  const project = region(page, 'Project Information');
  // The button is at the foot of the form: the first field the toast names is brought into view.
  await expect(project.getByLabel('Project Reference')).toBeFocused();
  await expect(project.getByLabel('Project Reference')).toBeInViewport();
  await project.getByLabel('Project Reference').fill('QC-E2E-1');
  await project.getByLabel('Engineer Name').fill('Sam Fitter');
  await getResults.click();
  await expect(toast(page, 'No Pipe Configuration')).toContainText(
    'Please add at least one pipe configuration',
  );

  await project.getByRole('radio', { name: 'Tightness Testing' }).check();
  await project.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
  const pipes = region(page, 'Pipe Configuration');
  await pipes.getByLabel('Nominal size').selectOption('32');
  await pipes.getByLabel('Length (m)').fill('14');
  await pipes.getByRole('button', { name: 'Add Pipe Size' }).click();
  await pipes.getByLabel('Nominal size').nth(1).selectOption('20');
  await pipes.getByLabel('Length (m)').nth(1).fill('7.5');
  const meters = region(page, 'Meter Configuration');
  await meters.getByRole('button', { name: 'Add Meter' }).click();
  await meters.getByLabel('Meter type').selectOption('U16');
  // A second meter with no type is dropped (product.md §5).
  await meters.getByRole('button', { name: 'Add Meter' }).click();
  const parameters = region(page, 'Test Parameters');
  await parameters.getByRole('radio', { name: /2 decimal places/ }).check();
  await parameters.getByRole('radio', { name: 'Air', exact: true }).check();

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/calculate') && request.method() === 'POST',
  );
  await getResults.click();
  expect((await sent).postDataJSON()).toEqual(TIGHTNESS);
  await expectResultsInView(page);

  const expected = engine(TIGHTNESS);
  const results = region(page, 'Tightness Test Results');
  await expect(results).toBeInViewport();
  await expect(figure(results, 'Test pressure')).toHaveText(`${expected.testPressure} mbar`);
  await expect(figure(results, 'Stabilisation')).toHaveText(`${expected.stabilizationTime} min`);
  await expect(figure(results, 'Test duration')).toHaveText(
    `${expected.tightnessTest?.durationMin} min`,
  );
  await expect(figure(results, 'Maximum permitted pressure drop')).toHaveText(
    `${expected.maxPressureDrop} mbar`,
  );
  await expect(
    region(page, 'Pipework Synopsis').getByRole('row', { name: /Installation volume/ }),
  ).toContainText(String(expected.totalSystemVolume));

  const badge = page.getByRole('status').filter({ hasText: 'Tightness test result:' });
  await expect(badge).toContainText('PENDING');
  await results.getByLabel('Site name').fill('Unit 4 boiler house');
  await results.getByLabel('Section identity').fill('Main riser');
  const limit = expected.maxPressureDrop ?? Number.NaN;
  const drop = results.getByLabel(/Actual pressure drop/);
  await drop.fill(String(limit));
  await expect(badge).toContainText(
    engine({ ...TIGHTNESS, readings: { actualPressureDrop: limit } }).testResult ?? '?',
  );
  await expect(badge).toContainText('PASS');
  await drop.fill(String(Math.round((limit + 0.1) * 100) / 100));
  await expect(badge).toContainText('FAIL');
  const compliance = region(page, 'Compliance');
  await expect(compliance.getByText('Risk Assessment Required')).toBeVisible();
  await expect(compliance.getByRole('list', { name: 'Next Steps' })).toContainText(
    'Tightness test failed',
  );

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, '/calc with results scrolls sideways at 412 px').toBeLessThanOrEqual(0);
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}/412-quick-calc-results.png`, fullPage: true });

  // A reload loses nothing: the form, the result, the readings and the verdict come back.
  await page.reload();
  await expect(region(page, 'Project Information').getByLabel('Project Reference')).toHaveValue(
    'QC-E2E-1',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Tightness test result:' }),
  ).toContainText('FAIL');
  await expect(region(page, 'Tightness Test Results').getByLabel('Site name')).toHaveValue(
    'Unit 4 boiler house',
  );
  // With no signal too: the results and the engine they need come from the device (decisions
  // 0420, 0873).
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tightness test result:' }),
  ).toContainText('FAIL');
  await expect(
    region(page, 'Tightness Test Results').getByLabel(/Actual pressure drop/),
  ).toHaveValue(String(Math.round((limit + 0.1) * 100) / 100));
  await context.setOffline(false);

  // Two columns at desktop width: the results beside the form.
  await page.setViewportSize({ width: 1280, height: 900 });
  const formBox = await region(page, 'Project Information').boundingBox();
  const resultsBox = await region(page, 'Results').boundingBox();
  expect(resultsBox && formBox && resultsBox.x > formBox.x + formBox.width).toBe(true);
  await page.screenshot({ path: `${screenshots}/1280-quick-calc-results.png`, fullPage: true });
});

test.describe('/calc at 1280 px (decision 0443)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Get Test Results brings the results into view beside the form, and they stay there', async ({
    page,
  }) => {
    await signIn(page, 'premium');
    const project = region(page, 'Project Information');
    await project.getByLabel('Project Reference').fill('QC-E2E-2');
    await project.getByLabel('Engineer Name').fill('Sam Fitter');
    await project.getByRole('radio', { name: 'Tightness Testing' }).check();
    await project.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
    const pipes = region(page, 'Pipe Configuration');
    await pipes.getByLabel('Nominal size').selectOption('32');
    await pipes.getByLabel('Length (m)').fill('14');
    const parameters = region(page, 'Test Parameters');
    await parameters.getByRole('radio', { name: /2 decimal places/ }).check();
    await parameters.getByRole('radio', { name: 'Air', exact: true }).check();
    await page.getByRole('button', { name: 'Get Test Results' }).click();
    await expectResultsInView(page);

    const formBox = await project.boundingBox();
    const column = region(page, 'Results').locator('xpath=..');
    const columnBox = await column.boundingBox();
    expect(columnBox && formBox && columnBox.x >= formBox.x + formBox.width).toBe(true);
    expect(await column.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    // Scrolled down to the form's end, the results column is still on screen.
    await page.getByRole('button', { name: 'Get Test Results' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(column).toBeInViewport();
    await expect(region(page, 'Tightness Test Results')).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshots}/1280-quick-calc-sticky.png` });
  });
});

test('an engineer saves a /calc result as a job: it is in the job history, prints on Basic and exports a PDF on Premium', async ({
  page,
}) => {
  const email = uniqueEmail('quick-calc-job');
  createUser(email, 'quick-calc-password-1', 'Sam Fitter');
  runAdmin('set-tier', email, 'basic');
  await page.goto('/sign-in?returnTo=%2Fcalc');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('quick-calc-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/calc$/);

  const reference = `QC-JOB-${Date.now()}`;
  const save = await passingResultWithJobDetails(page, reference);
  await save.getByRole('button', { name: 'Save as Job' }).click();
  // Not timed on /calc's timer: asked first, as on the step calculators (decision 0921).
  await recordAnyway(page);
  await expect(save.getByRole('status')).toHaveText('Saved to your account');
  mkdirSync(screenshots, { recursive: true });
  await save.screenshot({ path: `${screenshots}/412-quick-calc-save-as-job.png` });
  await expectNoAxeViolations(page, '/calc with Save as Job');
  await expectTargetsLargeEnough(page, '/calc with Save as Job');

  // In the account's job history, with the server's verdict.
  await save.getByRole('link', { name: 'Your jobs' }).click();
  const jobs = page.getByRole('region', { name: 'Your jobs' });
  const job = jobs.getByRole('listitem').filter({ hasText: reference });
  await expect(job).toContainText('Mill Lane Bakery');
  await expect(job).toContainText('PASS');

  // Back on /calc the form is as it was; Print Report opens the server's certificate.
  await page.goto('/calc');
  const again = region(page, 'Save as Job');
  await expect(again.getByRole('status')).toHaveText('Saved to your account');
  await again.getByRole('button', { name: `Print Report for job ${reference}` }).click();
  await expect(page).toHaveURL(/\/api\/certificates\/PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.locator('body')).toContainText(reference);
  await expect(page.locator('body')).toContainText('Mill Lane Bakery');

  // On Premium, Export PDF downloads the PDF certificate of the same job.
  runAdmin('set-tier', email, 'premium');
  await page.goto('/calc');
  const premium = region(page, 'Save as Job');
  const downloading = page.waitForEvent('download');
  await premium.getByRole('button', { name: `Export PDF for job ${reference}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
  const list = (await (await page.request.get('/api/jobs')).json()) as { jobNumber: string }[];
  expect(list.filter((entry) => entry.jobNumber === reference)).toHaveLength(1);
});
