import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createUser, runAdmin, uniqueEmail } from '../support/admin';
import { recordAnyway, region, setUpPipes, verdict } from '../support/commercial-steps';
import { waitForOfflineReady } from '../support/offline';
import { pdfText } from '../support/pdf';

// The field, end to end (docs/decisions/0440): no signal after a reload, one phone shared by
// several engineers, a session that runs out without signal. Real server, real Chromium, the
// service worker serving the app offline; the account checked through the API.

const PASSWORD = 'shared-device-password-1';

interface Engineer {
  readonly email: string;
  readonly customer: string;
  readonly jobNumber: string;
}

/** A new engineer on that plan (admin CLI), with a customer name nobody else has. */
function newEngineer(tier: 'free' | 'premium', name: string): Engineer {
  const email = uniqueEmail(`shared-${name.toLowerCase()}`);
  createUser(email, PASSWORD, `${name} Fitter`);
  if (tier !== 'free') runAdmin('set-tier', email, tier);
  const tag = email.replace(/[^0-9]/g, '').slice(-8);
  return { email, customer: `${name} Customer ${tag}`, jobNumber: `${name.toUpperCase()}-${tag}` };
}

async function signIn(page: Page, engineer: Engineer, returnTo = '/commercial'): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(engineer.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

async function fillJob(page: Page, engineer: Engineer): Promise<void> {
  const details = {
    'Job Number': engineer.jobNumber,
    'Customer Name': engineer.customer,
    'Engineer Name': 'Sam Fitter',
    'Gas Safe Number': '123456',
    Location: '12 High St, Leeds',
  };
  for (const [label, value] of Object.entries(details)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** A new installation's tightness test on one 25 mm run, calculated (no readings yet). */
async function calculateTightnessTest(page: Page, engineer: Engineer): Promise<void> {
  await page.goto('/commercial');
  await fillJob(page, engineer);
  await page.getByRole('radio', { name: 'New Installation' }).check();
  await page.getByLabel('Room volume (m³)').fill('25');
  await region(page, 'Test Selection').getByRole('radio', { name: 'Tightness Test' }).check();
  await setUpPipes(page, [{ size: '25', length: '12' }]);
  await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
  const setup = region(page, 'Test Setup');
  await setup.getByRole('radio', { name: /2 decimal places/ }).check();
  await setup.getByRole('radio', { name: 'Air', exact: true }).check();
  await page.getByRole('button', { name: 'Calculate Tightness Test' }).click();
  await expect(region(page, 'Tightness Test')).toBeVisible();
  // The job reaches the account with its first result (decision 0411).
  await expect(page.getByText('Saved to your account')).toBeVisible();
}

async function enterPassingReading(page: Page): Promise<void> {
  await region(page, 'Tightness Test')
    .getByLabel(/Actual pressure drop/)
    .fill('0');
  await expect(verdict(page, 'Tightness test result')).toContainText('PASS');
}

/** The engineer's saved tests of the job, as the API gives them to the engineer's session. */
async function savedTests(
  context: BrowserContext,
  jobNumber: string,
): Promise<{ testName: string; testResult: string }[]> {
  const jobs = (await (await context.request.get('/api/jobs')).json()) as {
    id: string;
    jobNumber: string;
  }[];
  const job = jobs.find((candidate) => candidate.jobNumber === jobNumber);
  if (!job) return [];
  const saved = (await (await context.request.get(`/api/jobs/${job.id}`)).json()) as {
    testRecords: { testName: string; testResult: string }[];
  };
  return saved.testRecords;
}

/**
 * The engineer signs in again: their job comes back on the calculator and the PASS kept on the
 * device reaches their account.
 */
async function expectResultSentAfterSigningIn(
  page: Page,
  context: BrowserContext,
  engineer: Engineer,
): Promise<void> {
  await signIn(page, engineer);
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(engineer.jobNumber);
  await expect(page.getByText('Saved to your account')).toBeVisible();
  await expect
    .poll(() => savedTests(context, engineer.jobNumber))
    .toEqual([expect.objectContaining({ testName: 'Tightness Test', testResult: 'PASS' })]);
}

/** Every value this origin keeps in localStorage and IndexedDB, as one text. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const values: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      values.push(`${key}=${localStorage.getItem(key) ?? ''}`);
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        values.push(`${name}/${storeName}=${JSON.stringify(all)}`);
      }
      db.close();
    }
    return values.join('\n');
  });
}

test('offline after a reload: a Premium engineer still sees their plan, records the result, and the certificate pressed offline is issued once the signal returns', async ({
  page,
  context,
}, testInfo) => {
  const engineer = newEngineer('premium', 'Olive');
  await signIn(page, engineer);
  await waitForOfflineReady(page);
  await calculateTightnessTest(page, engineer);

  await context.setOffline(true);
  await page.reload();
  // Who is signed in survives: the engineer's plan, not 'Sign in' and the Free plan.
  await expect(page.getByRole('link', { name: 'Premium plan — account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(
    page.getByText(/^No connection\. Your results are kept on this device/),
  ).toBeVisible();
  // The reloaded job comes back folded (decision 0442): open Test Selection to read its choices.
  await page.getByRole('button', { name: 'Edit Test Selection' }).click();
  await expect(region(page, 'Test Selection')).toContainText('Purge');
  await expect(region(page, 'Test Selection')).not.toContainText('Premium plan.');
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(engineer.jobNumber);

  await enterPassingReading(page);
  // Export PDF without signal: the result is recorded and the press waits for the sync.
  const exportPdf = region(page, 'Results').getByRole('button', { name: 'Export PDF' });
  await exportPdf.click();
  await recordAnyway(page);
  await expect(exportPdf).toHaveText('Waiting for signal...');
  await expect(exportPdf).toBeDisabled();
  await expect(page.getByText('Waiting for connection')).toBeVisible();
  expect(await savedTests(context, engineer.jobNumber).catch(() => [])).toEqual([]);

  const downloading = page.waitForEvent('download');
  await context.setOffline(false);
  const download = await downloading;
  await expect(page.getByText('Saved to your account')).toBeVisible();
  expect(await savedTests(context, engineer.jobNumber)).toEqual([
    expect.objectContaining({ testName: 'Tightness Test', testResult: 'PASS' }),
  ]);
  const pdfPath = testInfo.outputPath('offline-certificate.pdf');
  await download.saveAs(pdfPath);
  const text = pdfText(pdfPath);
  expect(text).toContain(engineer.customer);
  expect(text).toContain('PASS');
});

test('engineer A signs out and B signs up on the same phone: B sees and stores nothing of A’s, and A finds the job again', async ({
  page,
  context,
}) => {
  const ada = newEngineer('free', 'Ada');
  await signIn(page, ada);
  await fillJob(page, ada);
  await expect(page.getByText('Saved on this device')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/commercial');
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue('');

  // B creates an account in the same browser.
  const bobEmail = uniqueEmail('shared-bob');
  await page.goto('/sign-in?mode=create&returnTo=%2Fcommercial');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Name').fill('Bob Fitter');
  await form.getByLabel('Email').fill(bobEmail);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/commercial$/);
  await expect(page.getByRole('link', { name: 'Free plan — account' })).toBeVisible();
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue('');
  const stored = await everythingStored(page);
  expect(stored).not.toContain(ada.customer);
  expect(stored).not.toContain(ada.jobNumber);
  const bobsJobs = (await (await context.request.get('/api/jobs')).json()) as unknown[];
  expect(JSON.stringify(bobsJobs)).not.toContain(ada.customer);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, ada);
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(ada.jobNumber);
  await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue(ada.customer);
});

test('one engineer with the commercial calculator in two tabs: what each tab types reaches the other, and both stay on the device (decision 0915)', async ({
  page,
  context,
}) => {
  const ada = newEngineer('free', 'Ada');
  await signIn(page, ada);
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue('');
  // Opened before anything is typed: no job on the device, so its engine is not in yet either.
  const other = await context.newPage();
  await other.goto('/commercial');
  await expect(other.getByLabel('Job Number', { exact: true })).toHaveValue('');

  await page.getByLabel('Job Number', { exact: true }).fill(ada.jobNumber);
  await expect(other.getByLabel('Job Number', { exact: true })).toHaveValue(ada.jobNumber);
  await other.getByLabel('Customer Name', { exact: true }).fill(ada.customer);
  await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue(ada.customer);
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(ada.jobNumber);

  await other.close();
  await page.reload();
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(ada.jobNumber);
  await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue(ada.customer);
});

test('signing out with a result not yet on the account warns first, and the result reaches the account when the engineer signs in again', async ({
  page,
  context,
}) => {
  const engineer = newEngineer('premium', 'Wendy');
  await signIn(page, engineer);
  await waitForOfflineReady(page);
  await calculateTightnessTest(page, engineer);
  await enterPassingReading(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save Test Record' }).click();
  await recordAnyway(page);
  await expect(page.getByText('Waiting for connection')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toContainText('1 result is not yet saved to your account. Sign out anyway?');
  await dialog.getByRole('button', { name: 'Sign Out Anyway' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/^No connection\. The calculators still work/)).toBeVisible();
  expect(await everythingStored(page)).not.toContain(engineer.customer);

  await context.setOffline(false);
  // The session ended on the server as soon as it could be told.
  await expect.poll(async () => (await context.request.get('/api/auth/user')).status()).toBe(401);
  await expect(page.getByText(/1 result kept on this device is waiting/)).toBeVisible();
  await expectResultSentAfterSigningIn(page, context, engineer);
});

test('a session that expires while offline keeps the results, which are sent after signing in again', async ({
  page,
  context,
}) => {
  const engineer = newEngineer('premium', 'Ezra');
  await signIn(page, engineer);
  await waitForOfflineReady(page);
  await calculateTightnessTest(page, engineer);

  await context.setOffline(true);
  await page.reload();
  await enterPassingReading(page);
  await page.getByRole('button', { name: 'Save Test Record' }).click();
  await recordAnyway(page);
  await expect(page.getByText('Waiting for connection')).toBeVisible();
  // The session cookie runs out while there is no signal.
  await context.clearCookies();

  await context.setOffline(false);
  await expect(page.getByText(/Your session has ended/)).toBeVisible();
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue('');
  expect(await everythingStored(page)).not.toContain(engineer.customer);

  await expectResultSentAfterSigningIn(page, context, engineer);
});

/** A passing domestic test on /domestic: an existing home, 10 m of 22 mm copper, no drop. */
async function passDomesticTest(page: Page, engineer: Engineer): Promise<void> {
  await fillJob(page, engineer);
  for (const [group, choice] of [
    ['Gas', 'Natural Gas'],
    ['Installation', 'Existing'],
    ['Appliances connected?', 'No'],
    ['Gauge', 'Water gauge (0.25 mbar)'],
  ] as const) {
    await page
      .getByRole('group', { name: group, exact: true })
      .getByRole('radio', { name: choice, exact: true })
      .check();
  }
  await page.getByLabel('Nominal size').selectOption('22');
  await page.getByLabel('Length (m)').fill('10');
  await page
    .getByRole('group', { name: 'Meter', exact: true })
    .getByRole('radio', { name: 'E6/G4' })
    .check();
  await page.getByLabel('Pressure rise (mbar)').fill('0');
  await page.getByLabel('Pressure drop (mbar)', { exact: true }).fill('0');
  await page
    .getByRole('group', { name: 'Is there a smell of gas?', exact: true })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await expect(verdict(page, 'Domestic test')).toContainText('PASS');
}

test('on /domestic: A’s test recorded without signal waits through B’s turn on the phone, B sees and stores nothing of A’s, and it reaches A’s account, not B’s', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const ada = newEngineer('free', 'Adaline');
  const bob = newEngineer('free', 'Bobby');
  await signIn(page, ada, '/domestic');
  await waitForOfflineReady(page);
  await passDomesticTest(page, ada);

  await context.setOffline(true);
  await region(page, 'Record and Certificate').getByRole('button', { name: 'Record Test' }).click();
  await expect(page.getByText(/Waiting for connection/)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toContainText('1 result is not yet saved to your account. Sign out anyway?');
  await dialog.getByRole('button', { name: 'Sign Out Anyway' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await everythingStored(page)).not.toContain(ada.customer);

  // B takes the phone once the signal is back.
  await context.setOffline(false);
  await expect(page.getByText(/1 result kept on this device is waiting/)).toBeVisible();
  await signIn(page, bob, '/domestic');
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Length (m)')).toHaveValue('');
  const stored = await everythingStored(page);
  expect(stored).not.toContain(ada.customer);
  expect(stored).not.toContain(ada.jobNumber);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // A signs in again: the job is back on /domestic and the PASS reaches A's account.
  await signIn(page, ada, '/domestic');
  await expect(page.getByLabel('Job Number', { exact: true })).toHaveValue(ada.jobNumber);
  await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue(ada.customer);
  await expect
    .poll(() => savedTests(context, ada.jobNumber))
    .toEqual([expect.objectContaining({ testName: 'Tightness Test', testResult: 'PASS' })]);

  // And B's account, asked afterwards on its own connection, holds nothing of A's.
  const bobsApi = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await bobsApi.post('/api/auth/sign-in/email', {
      headers: { Origin: baseURL ?? '' },
      data: { email: bob.email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    expect(await (await bobsApi.get('/api/jobs')).json()).toEqual([]);
  } finally {
    await bobsApi.dispose();
  }
});

test.describe('a session that ran out while the app was closed', () => {
  // The page as the server sends it, signed out, before a service worker holds the app.
  test.use({ serviceWorkers: 'block' });

  test('the first page opened says the work is locked on this device, and signing in opens it', async ({
    page,
    context,
  }) => {
    const engineer = newEngineer('free', 'Orla');
    await signIn(page, engineer);
    await fillJob(page, engineer);
    await expect.poll(() => everythingStored(page)).toContain(engineer.customer);

    // Away from the app, the session runs out: the browser drops its cookie, and the device's
    // record of the session is past its end.
    await page.goto('/privacy');
    await page.evaluate(() => {
      const key = 'pipeproof.identity.v1';
      const identity = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        sessionExpiresAt: string;
      };
      identity.sessionExpiresAt = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem(key, JSON.stringify(identity));
    });
    await context.clearCookies();

    await page.goto('/');
    await expect(page.getByText(/Your session has ended/)).toBeVisible();
    expect(await everythingStored(page)).not.toContain(engineer.customer);

    // Signed in again, the job is on the calculator as it was left.
    await signIn(page, engineer);
    await expect(page.getByLabel('Customer Name', { exact: true })).toHaveValue(engineer.customer);
  });
});
