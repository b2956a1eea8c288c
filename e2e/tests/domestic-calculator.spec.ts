import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectTargetsLargeEnough } from '../support/axe';
import { holdRequests } from '../support/hold-requests';
import { waitForOfflineReady } from '../support/offline';
import { pdfText, savePageOneAsPng } from '../support/pdf';
import { signUpAndIn, verdict } from '../support/commercial-steps';
import { saveJobThroughApi } from '../support/saved-jobs';

const screenshots = resolve(import.meta.dirname, '../../test-results/screenshots');

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
    page.getByText(
      'The IGEM/UP/1B Edition 4 figures are taken from public material about the standard: check them against your copy of the standard.',
    ),
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

test('a recorded domestic job opens again from the account with its readings, asking first, and is duplicated for a retest', async ({
  page,
}) => {
  await signUpAndIn(page, 'premium');
  await page.goto('/domestic');
  await fillJob(page, 'DOM-OPEN');
  await choose(page, 'Gas', 'Natural Gas');
  await choose(page, 'Installation', 'New');
  await choose(page, 'Appliances connected?', 'No');
  await choose(page, 'Gauge', 'Electronic gauge (0.1 mbar)');
  await page.getByLabel('Nominal size').selectOption('15');
  await page.getByLabel('Length (m)').fill('7,5');
  await choose(page, 'Meter', 'U6/G4');
  await page.getByLabel('Pressure rise (mbar)').fill('0');
  await page.getByLabel('Pressure drop (mbar)', { exact: true }).fill('0');
  await choose(page, 'Is there a smell of gas?', 'No');
  await expect(verdict(page, 'Domestic test')).toContainText('PASS');
  const record = region(page, 'Record and Certificate');
  await record.getByRole('button', { name: 'Record Test' }).click();
  await expect(record.getByText(/Saved to your account/)).toBeVisible({ timeout: 40_000 });

  // The next job is started and something typed into it before the saved one is opened.
  await page.getByRole('button', { name: 'Start a New Job' }).click();
  await page.getByLabel('Job Number').fill('NEXT-1');
  await page.goto('/account');
  await page.getByRole('link', { name: 'Open job DOM-OPEN' }).click();
  const ask = page.getByRole('dialog', { name: 'Open job DOM-OPEN?' });
  await ask.getByRole('button', { name: 'Open Saved Job' }).click();
  await expect(page).toHaveURL(/\/domestic$/);
  await expect(
    page.getByRole('heading', { name: 'Job: DOM-OPEN · Mr Okafor · 9 Canal Row, Hebden Bridge' }),
  ).toBeVisible();
  await expect(page.getByLabel('Pressure drop (mbar)', { exact: true })).toHaveValue('0');
  await expect(verdict(page, 'Domestic test')).toContainText('PASS');
  await expect(record.getByText(/^Test recorded\./)).toBeVisible();
  await expect(record.getByRole('button', { name: 'Record Test' })).toBeDisabled();

  await page.goto('/account');
  await page.getByRole('link', { name: 'Duplicate job DOM-OPEN' }).click();
  await page
    .getByRole('dialog', { name: 'Duplicate job DOM-OPEN?' })
    .getByRole('button', { name: 'Start New Job' })
    .click();
  await expect(page.getByText('Job Duplicated')).toBeVisible();
  await expect(page.getByLabel('Job Number')).toHaveValue('');
  await expect(page.getByLabel('Customer Name')).toHaveValue('Mr Okafor');
  await expect(
    page.getByRole('heading', { name: 'Installation volume 0.0092 m³ · 1 run · U6/G4' }),
  ).toBeVisible();
  await expect(page.getByLabel('Pressure rise (mbar)')).toHaveValue('');
});

async function fillJob(page: Page, jobNumber: string): Promise<void> {
  for (const [label, value] of [
    ['Job Number', jobNumber],
    ['Customer Name', 'Mr Okafor'],
    ['Engineer Name', 'Sam Fitter'],
    ['Gas Safe Number', '123456'],
    ['Location', '9 Canal Row, Hebden Bridge'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
}

/** A timed stage: Start, the stabilisation (if any), Start again, the test period, complete. */
async function timeStage(
  page: Page,
  stage: string,
  { stabilisationMin, testMin }: { stabilisationMin: number | null; testMin: number },
): Promise<void> {
  const timer = region(page, `${stage} timer`);
  await timer.getByRole('button', { name: 'Start' }).click();
  if (stabilisationMin !== null) {
    await page.clock.fastForward(stabilisationMin * 60_000);
    await expect(timer.getByRole('status')).toHaveText(
      'Stabilisation complete. Note the gauge reading, then press Start to begin the test.',
    );
    await timer.getByRole('button', { name: 'Start' }).click();
  }
  await page.clock.fastForward(testMin * 60_000);
  await expect(timer.getByRole('status')).toHaveText('Timer Complete!');
}

test('a Premium engineer times an existing Natural Gas installation with appliances connected, a drop within the band, the mandatory retest passes, and the PDF certificate verifies', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date('2026-11-27T09:00:00Z') });
  await signUpAndIn(page, 'premium');
  await page.goto('/domestic');
  await fillJob(page, 'DOM-PDF-1');
  await choose(page, 'Gas', 'Natural Gas');
  await choose(page, 'Installation', 'Existing');
  await choose(page, 'Appliances connected?', 'Yes');
  await choose(page, 'Gauge', 'Electronic gauge (0.1 mbar)');
  // 6 m of 15 mm copper and 4 m of 22 mm: 0.00084 + 0.00128 = 0.00212 × 1.1 = 0.002332, + the U6
  // meter's 0.008 = 0.010332 → 0.0104 m³: the Natural Gas row up to 0.015 m³, 2.5 mbar.
  await page.getByLabel('Nominal size').selectOption('15');
  await page.getByLabel('Length (m)').fill('6');
  await page.getByRole('button', { name: 'Add Pipe Size' }).click();
  const second = group(page, 'Pipe 2');
  await second.getByLabel('Nominal size').selectOption('22');
  await second.getByLabel('Length (m)').fill('4');
  await choose(page, 'Meter', 'U6/G4');
  await expect(page.getByText('Installation volume: 0.0104 m³')).toBeVisible();

  // Let-by: 1 minute on the app's timer, no rise.
  await timeStage(page, 'Let-by Test', { stabilisationMin: null, testMin: 1 });
  await page.getByLabel('Pressure rise (mbar)').fill('0');
  // The test: 1 minute's stabilisation, 2 minutes, a drop of 1.8 mbar — within 2.5, but it shows.
  const testCard = region(page, 'Tightness Test');
  await expect(testCard).toContainText('Up to 2.5 mbar');
  await timeStage(page, 'Tightness Test', { stabilisationMin: 1, testMin: 2 });
  await page.getByLabel('Pressure drop (mbar)', { exact: true }).fill('1.8');
  // The retest of the pipework alone is now required, and must show no perceptible movement.
  const retest = region(page, 'Retest: Pipework Only');
  await expect(retest).toContainText('Isolate the appliances');
  await expect(verdict(page, 'Tightness Test')).toContainText('RETEST');
  await expect(verdict(page, 'Domestic test')).toContainText('PENDING');
  // Every stage on screen at once: WCAG 2.2 AA and the touch targets, at the phone's width.
  await expectNoAxeViolations(page, '/domestic at 412 px, the retest waiting');
  await expectTargetsLargeEnough(page, '/domestic at 412 px, the retest waiting');
  await timeStage(page, 'Retest: Pipework Only', { stabilisationMin: 1, testMin: 2 });
  await page.getByLabel('Retest pressure drop (mbar)').fill('0.1');
  await choose(page, 'Is there a smell of gas?', 'No');
  await expect(verdict(page, 'Domestic test')).toContainText('PASS');
  // PV = 1.5 × 0.0104 = 0.0156 m³.
  await expect(region(page, 'Purge Volume')).toContainText('0.0156 m³');

  const record = region(page, 'Record and Certificate');
  await record.getByRole('button', { name: 'Record Test' }).click();
  await expect(page.getByText(/Saved to your account/)).toBeVisible({ timeout: 40_000 });
  const downloading = page.waitForEvent('download');
  await record.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  const number = download.suggestedFilename().replace(/\.pdf$/, '');
  expect(number).toMatch(/^PP-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  const pdfPath = testInfo.outputPath(`${number}.pdf`);
  await download.saveAs(pdfPath);
  const text = pdfText(pdfPath);
  expect(text).toContain('Domestic Gas Tightness Test Certificate');
  expect(text).toContain('IGEM/UP/1B Edition 4');
  expect(text).toMatch(/Retest/);
  expect(text).toContain(`${baseURL}/verify/${number}`);
  savePageOneAsPng(pdfPath, `${screenshots}/certificate-domestic-page1`);

  // The customer checks it at the printed address.
  const customer = await browser.newContext({ baseURL, viewport: { width: 412, height: 915 } });
  try {
    const verify = await customer.newPage();
    await verify.goto(`/verify/${number}`);
    await expect(verify.getByRole('status').filter({ hasText: 'Overall result' })).toHaveText(
      'Overall result: PASS',
    );
    await expect(verify.locator('body')).not.toContainText('Mr Okafor');
  } finally {
    await customer.close();
  }
});

test('an LPG new installation fails on perceptible movement', async ({ page }) => {
  await page.goto('/domestic');
  await choose(page, 'Gas', 'Propane');
  await choose(page, 'Installation', 'New');
  await choose(page, 'Appliances connected?', 'No');
  await choose(page, 'Gauge', 'Water gauge (0.25 mbar)');
  await page.getByLabel('Operating pressure (mbar)').fill('37');
  await page.getByLabel('Nominal size').selectOption('15');
  await page.getByLabel('Length (m)').fill('8');
  await choose(page, 'Meter', 'No meter');
  await page.getByLabel('Pressure rise (mbar)').fill('0');
  const testCard = region(page, 'Tightness Test');
  await expect(testCard).toContainText('37 mbar');
  await expect(testCard).toContainText('No perceptible movement');
  await page.getByLabel('Pressure drop (mbar)', { exact: true }).fill('0.25');
  await expect(verdict(page, 'Tightness Test')).toContainText('FAIL');
  await expect(verdict(page, 'Domestic test')).toContainText('FAIL');
  await expect(region(page, 'Result')).toContainText('this test allows no perceptible movement');
  await expect(region(page, 'Retest: Pipework Only')).toHaveCount(0);
});

test('an installation above 0.035 m³ is taken to the commercial calculator with its pipework', async ({
  page,
}) => {
  await page.goto('/domestic');
  await page.getByLabel('Job Number').fill('D-12');
  await choose(page, 'Gas', 'Natural Gas');
  await choose(page, 'Installation', 'Existing');
  await choose(page, 'Appliances connected?', 'Yes');
  await choose(page, 'Gauge', 'Water gauge (0.25 mbar)');
  await page.getByLabel('Material').selectOption({ label: 'Steel' });
  await page.getByLabel('Nominal size').selectOption('25');
  await page.getByLabel('Length (m)').fill('50');
  await choose(page, 'Meter', 'E6/G4');
  // 50 m × 0.00064 = 0.032 × 1.1 = 0.0352 + 0.0024 = 0.0376 m³.
  const alert = page.getByRole('alert').filter({ hasText: '0.0376 m³' });
  await expect(alert).toContainText('IGEM/UP/1B does not permit this test');
  await expect(region(page, 'Tightness Test')).toHaveCount(0);
  await alert.getByRole('button', { name: /Open the Commercial Calculator/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Take this job to the Commercial Calculator?' });
  await expect(dialog).toContainText('takes this job with it');
  await dialog.getByRole('button', { name: /Go to Commercial Calculator/ }).click();
  await expect(page).toHaveURL(/\/commercial$/);
  // Decision 0868: the job comes too. Its details are unfinished, so the page opens at them; the
  // pipework after them is checked in domestic-flow.server.test.tsx.
  await expect(page.getByLabel('Job Number')).toHaveValue('D-12');
});

// A blank job needs no calculation: its code loads on the engineer's first tap, key or focus, and
// at once for a job stored with pipework, which it checks (docs/decisions/0857).
test('the domestic calculation loads on the first interaction, and at once for a stored job with pipework', async ({
  page,
}) => {
  const isEngine = (url: string) =>
    /\/assets\/domestic-engine-[\w-]+\.js$/.test(new URL(url).pathname);
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (isEngine(request.url())) engineRequests.push(request.url());
  });
  await page.goto('/domestic');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1, name: 'Domestic Calculator' })).toBeVisible();
  expect(engineRequests).toEqual([]);

  const loaded = page.waitForRequest((request) => isEngine(request.url()));
  await page.getByLabel('Job Number').click();
  await loaded;
  await fillJob(page, 'DOM-LAZY-1');
  await choose(page, 'Gas', 'Natural Gas');
  await page.getByLabel('Nominal size').selectOption('22');
  await page.getByLabel('Length (m)').fill('200');
  // Over 0.035 m³: the engine's own message, which needs the calculation's code.
  await expect(page.getByText(/exceeds its 0\.035 m³ limit/)).toBeVisible();

  const loadedAgain = page.waitForRequest((request) => isEngine(request.url()));
  await page.reload();
  await loadedAgain;
  await expect(page.getByLabel('Length (m)')).toHaveValue('200');
  await expect(page.getByText(/exceeds its 0\.035 m³ limit/)).toBeVisible();
});

// While the calculation's code is on its way (held here, as a slow signal would), a stored job
// over 0.035 m³ does not list what is still needed only for the list to give way to the engine's
// message (docs/decisions/0857). The worker is blocked so that the page's own request is held.
test.describe('a stored job with pipework while its calculation loads', () => {
  test.use({ serviceWorkers: 'block' });

  test('lists nothing still needed until the engine has checked the volume', async ({ page }) => {
    const isEngine = (url: string) =>
      /\/assets\/domestic-engine-[\w-]+\.js$/.test(new URL(url).pathname);
    await page.goto('/domestic');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await fillJob(page, 'DOM-HELD-1');
    await choose(page, 'Gas', 'Natural Gas');
    await page.getByLabel('Nominal size').selectOption('22');
    await page.getByLabel('Length (m)').fill('200');
    await expect(page.getByText(/exceeds its 0\.035 m³ limit/)).toBeVisible();

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isEngine(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const asked = page.waitForRequest((request) => isEngine(request.url()));
    await page.reload();
    await asked;
    // The job is drawn and the engine cannot have arrived.
    await expect(page.getByLabel('Length (m)')).toHaveValue('200');
    await expect(page.getByText('Still needed for the test:')).toHaveCount(0);

    release();
    await expect(page.getByText(/exceeds its 0\.035 m³ limit/)).toBeVisible();
    await expect(page.getByText('Still needed for the test:')).toHaveCount(0);
  });
});

// The saved job is asked for beside the code that opens it, not after it (decisions 0860, 0898):
// with that code held, as a slow signal would, the job's request is already out. The worker is
// blocked so that the page's own request is held.
test.describe('a saved job opened while the code that opens it loads', () => {
  test.use({ serviceWorkers: 'block' });

  test('a saved job named in the address is asked for while the code that opens it is on its way', async ({
    page,
    context,
  }) => {
    await signUpAndIn(page, 'free');
    const id = await saveJobThroughApi(page, {
      calculatorType: 'domestic',
      jobDetails: {
        jobNumber: 'DOM-EARLY',
        customerName: 'Mr Okafor',
        engineerName: 'Sam Fitter',
        gasSafeNumber: '123456',
        location: '9 Canal Row, Hebden Bridge',
      },
      calculation: {
        calculatorType: 'domestic',
        project: {
          installationType: 'new',
          operationType: 'Tightness Test',
          gasType: 'Natural Gas',
          gaugeType: 'water',
          appliancesConnected: false,
        },
        pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 5 }],
        meterConfigurations: [],
      },
    });

    const openingCode = await holdRequests(context, /\/assets\/open-domestic-job-[\w-]+\.js$/);
    const jobAsked = page.waitForRequest(
      (request) =>
        request.method() === 'GET' && new URL(request.url()).pathname === `/api/jobs/${id}`,
    );
    await page.goto(`/domestic?job=${id}`);
    // Both are out at once (in either order); the job's request does not wait for the code.
    await jobAsked;
    await expect.poll(() => openingCode.held()).toBe(1);
    openingCode.release();
    await expect(
      page.getByRole('heading', {
        name: 'Job: DOM-EARLY · Mr Okafor · 9 Canal Row, Hebden Bridge',
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/domestic$/);
  });
});

test.describe('before the service worker holds the app', () => {
  test.use({ serviceWorkers: 'block' });

  test('the test run is fetched while the setup is typed: the signal goes, and the timers and readings still come (decision 0906)', async ({
    page,
    context,
  }) => {
    await page.goto('/domestic');
    const testRunFetched = page.waitForResponse(/\/assets\/domestic-test-run-/);
    await page.getByLabel('Job Number').fill('DOM-FIRST');
    await choose(page, 'Gas', 'Natural Gas');
    await choose(page, 'Installation', 'Existing');
    await choose(page, 'Appliances connected?', 'Yes');
    await choose(page, 'Gauge', 'Water gauge (0.25 mbar)');
    await testRunFetched;

    await context.setOffline(true);
    await page.getByLabel('Nominal size').selectOption('22');
    await page.getByLabel('Length (m)').fill('10');
    await choose(page, 'Meter', 'E6/G4');
    await expect(page.getByLabel('Pressure rise (mbar)')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await context.setOffline(false);
  });
});
