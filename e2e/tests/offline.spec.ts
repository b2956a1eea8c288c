import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  fillIndustrialSetup,
  fillJobDetails,
  JOB,
  region,
  setUpPipes,
  signUpAndIn,
} from '../support/commercial-steps';
import { holdRequests } from '../support/hold-requests';
import { waitForOfflineReady } from '../support/offline';
import { saveJobThroughApi } from '../support/saved-jobs';

// product.md §10 'Field use': once loaded, the calculators work offline (installable PWA).

test('the app is installable: a manifest with icons and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const iconResponse = await page.request.get(icon.src);
    expect(iconResponse.headers()['content-type']).toBe('image/png');
  }
  await waitForOfflineReady(page);
});

test('with no signal, /commercial reloads from the device with everything typed still there', async ({
  page,
  context,
}) => {
  await page.goto('/commercial');
  await waitForOfflineReady(page);
  await fillJobDetails(page);
  await page.getByRole('radio', { name: 'New Installation' }).check();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(JOB['Job Number']);
  await expect(page.getByRole('radio', { name: 'New Installation' })).toBeChecked();

  // Another page of the app, never visited on this device, opens offline too.
  await page.goto('/calculations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('back on poor signal without an account, the calculator opens before the session check answers', async ({
  page,
  context,
}) => {
  // The first visit: the server says nobody is signed in, and the device stores the app.
  await page.goto('/commercial');
  await waitForOfflineReady(page);

  // One bar of signal: the session check is held without an answer until the page is in use.
  const sessionChecks = await holdRequests(context, '**/api/session*');
  // The early check keeps the load event waiting, so only the navigation's start is awaited.
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(sessionChecks.held).toBeGreaterThan(0);

  // Drawn from the device's last answer (decision 0886): signed out, the job can be typed.
  const jobNumber = page.getByLabel('Job Number', { exact: true });
  await jobNumber.fill('J-0886');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The answer comes (nobody): what was typed stays on screen.
  const answered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/session'),
  );
  sessionChecks.release();
  await answered;
  await expect(jobNumber).toHaveValue('J-0886');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await context.unroute('**/api/session*');
});

test('with no signal, deleting a job says so at once, and the job is not deleted later when the signal returns (decision 0903)', async ({
  page,
  context,
}) => {
  await signUpAndIn(page, 'premium');
  const jobNumber = `KEEP-${randomUUID().slice(0, 8)}`;
  const id = await saveJobThroughApi(page, {
    calculatorType: 'commercial',
    jobDetails: {
      jobNumber,
      customerName: JOB['Customer Name'],
      location: JOB.Location,
      engineerName: JOB['Engineer Name'],
      gasSafeNumber: JOB['Gas Safe Number'],
    },
    calculation: {
      calculatorType: 'commercial',
      project: { installationType: 'new', operationType: 'Tightness Test' },
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 12 }],
    },
  });
  await page.goto('/account');
  await waitForOfflineReady(page);
  const deleteButton = page.getByRole('button', { name: `Delete job ${jobNumber}` });

  await context.setOffline(true);
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: `Delete job ${jobNumber}?` });
  await dialog.getByRole('button', { name: 'Delete Job' }).click();
  // Said at once; nothing is left waiting to be sent once the signal is back.
  await expect(dialog).toBeHidden();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Job Not Deleted' });
  await expect(toast).toContainText(
    'We could not reach PipeProof. Check your signal or connection and try again.',
  );
  await expect(deleteButton).toBeFocused();

  // Nothing was left paused to be sent when the signal returns: the job is still on the account.
  await context.setOffline(false);
  expect((await page.request.get(`/api/jobs/${id}`)).status()).toBe(200);
});

test.describe('before the service worker holds the app', () => {
  // A first visit whose signal goes before the service worker has stored the app (or a browser
  // without one): the toasts' code is not on the device yet.
  test.use({ serviceWorkers: 'block' });

  test('a tap with no signal leaves the page as it is, and the toasts come once the signal is back', async ({
    page,
    context,
  }) => {
    await page.goto('/commercial');
    const heading = page.getByRole('heading', { level: 1, name: 'Commercial Calculator' });
    await expect(heading).toBeVisible();

    await context.setOffline(true);
    const toastsFailed = page.waitForEvent('requestfailed', (request) =>
      /\/assets\/app-toaster-/.test(request.url()),
    );
    // The engineer's first key press asks for the toasts' code (app/toast-host.tsx).
    await page.keyboard.press('Shift');
    await toastsFailed;

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('button', { name: 'Yes, Clear All Data' }).click();
    await expect(page.getByText('Data Reset')).toBeVisible();
    await expect(heading).toBeVisible();
  });

  test('a dialog pressed with no signal says so over the page, fetches once per press, and opens once the signal is back (decision 0906)', async ({
    page,
    context,
  }) => {
    await page.goto('/commercial');
    await page.getByLabel('Job Number', { exact: true }).fill(JOB['Job Number']);
    const fetches: string[] = [];
    page.on('requestfailed', (request) => {
      if (/\/assets\/clear-data-confirm-/.test(request.url())) fetches.push(request.url());
    });
    const failure = page.getByRole('alert').filter({ hasText: 'This part could not be loaded.' });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await expect(failure).toBeVisible();
    // The page is as it was, under the message.
    await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(JOB['Job Number']);
    await failure.getByRole('button', { name: 'Close' }).click();
    await expect(failure).toHaveCount(0);

    // Pressed again: fetched again, once.
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await expect(failure).toBeVisible();
    expect(fetches).toHaveLength(2);

    await context.setOffline(false);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Clear all data?' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await page.getByRole('button', { name: 'Keep Data' }).click();
    await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(JOB['Job Number']);
  });

  test('results whose code cannot come say so in their place, and come with Try again once the signal is back (decision 0906)', async ({
    page,
    context,
  }) => {
    // The results' code never came while the signal lasted.
    const results = /\/assets\/results-section-/;
    await page.route(results, (route) => route.abort('internetdisconnected'));
    await page.goto('/commercial');
    await fillCommercialStrengthTest(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Calculate Strength Test' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'This part could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(JOB['Job Number']);

    await page.unroute(results);
    await context.setOffline(false);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(region(page, 'Results')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('what comes after Calculate is fetched while the engineer types: the signal goes, and the results still show (decision 0906)', async ({
    page,
    context,
  }) => {
    await page.goto('/commercial');
    const resultsFetched = page.waitForResponse(/\/assets\/results-section-/);
    await fillCommercialStrengthTest(page);
    await resultsFetched;

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Calculate Strength Test' }).click();
    await expect(region(page, 'Results')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    await context.setOffline(false);
  });

  for (const asking of ['fetched while typing', 'never fetched'] as const) {
    test(`the industrial calculator works a test out on the device when the signal goes before its first Calculate, its server code ${asking} (decision 0906)`, async ({
      page,
      context,
    }) => {
      const askingServer = /\/assets\/calculate-on-server-/;
      if (asking === 'never fetched') {
        await page.route(askingServer, (route) => route.abort('internetdisconnected'));
      }
      await signUpAndIn(page, 'professional');
      await page.goto('/industrial');
      const fetched =
        asking === 'never fetched'
          ? page.waitForEvent('requestfailed', (request) => askingServer.test(request.url()))
          : page.waitForResponse(askingServer);
      const resultsFetched = page.waitForResponse(/\/assets\/results-section-/);
      await fillJobDetails(page);
      await page.getByRole('radio', { name: 'Existing Installation' }).check();
      await setUpPipes(page, [{ size: '50', length: '12.5' }]);
      await fillIndustrialSetup(page, { gas: 'Natural Gas', room: 'Type A' });
      await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
      const setup = region(page, 'Test Setup');
      await setup.getByRole('radio', { name: /2 decimal places/ }).check();
      await setup.getByRole('radio', { name: 'Air', exact: true }).check();
      await Promise.all([fetched, resultsFetched]);

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Calculate Let-by Test' }).click();
      await expect(region(page, 'Results')).toBeVisible();
      await context.setOffline(false);
    });
  }
});

async function fillCommercialStrengthTest(page: Page): Promise<void> {
  await fillJobDetails(page);
  await page.getByRole('radio', { name: 'New Installation' }).check();
  await page.getByLabel('Room volume (m³)').fill('25');
  await region(page, 'Test Selection').getByRole('radio', { name: 'Strength Test' }).check();
  await setUpPipes(page, [{ size: '20', length: '6' }]);
  await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
}
