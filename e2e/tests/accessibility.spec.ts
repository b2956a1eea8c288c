import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectTargetsLargeEnough,
  expectToast,
  waitForToastsGone,
  expectVisibleFocus,
} from '../support/axe';
import {
  fillIndustrialSetup,
  fillJobDetails,
  region,
  setUpPipes,
  signUpAndIn,
  verdict,
} from '../support/commercial-steps';
import { SIGNED_OUT_PAGES } from '../support/pages';
import { saveJobThroughApi } from '../support/saved-jobs';

// architecture.md "Accessibility": no axe-core violation (WCAG 2.0/2.1/2.2 A and AA) on any page of
// product.md §2 Routes, in any state an engineer meets (results, dialogs, toasts, validation
// errors), at phone and desktop width; every control at least 44 × 44 px. One load per page and
// width, the states taken on the way. With SCREENSHOTS=1 the header, footer and toasts are saved
// for a person to look at (test-results/screenshots).
const shots = resolve(import.meta.dirname, '../../test-results/screenshots');
const saveScreenshots = process.env.SCREENSHOTS === '1';

/** The pages where every control is measured (the header and footer are on all of them). */
const MEASURED = new Set([
  '/',
  '/home',
  '/sign-in',
  '/commercial',
  '/calculations',
  '/privacy',
  '/feedback',
]);

/**
 * The pages walked with the keyboard for focus rings: the header and footer, links, buttons,
 * tabs, fields and radios drawn as tiles (the ring is one rule in styles.css, so a few suffice).
 */
const FOCUS_WALKED = new Set(['/', '/sign-in', '/feedback']);

/** Opens a page and waits until it has settled (its heading shown, its data loaded). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading|Checking your sign-in/ })).toHaveCount(0);
}

/**
 * Picks a radio in a step calculator. Focus first: moving into a later section folds the finished
 * one above it (decision 0442), and the press must land where the radio is once that has happened.
 */
async function choose(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.check();
}

async function check(page: Page, where: string): Promise<void> {
  await expectNoAxeViolations(page, where);
}

/** A saved commercial job with a PASS tightness test, made through the API the calculator uses. */
function saveJobWithTest(page: Page): Promise<string> {
  const calculation = {
    calculatorType: 'commercial',
    project: {
      installationType: 'new',
      operationType: 'Tightness Test',
      gaugeType: 'water',
      testMedium: 'Gas',
      maxOperatingPressure: 21,
    },
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
    meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
  };
  return saveJobThroughApi(
    page,
    { calculatorType: 'commercial', jobDetails: { ...JOB_DETAILS }, calculation },
    0,
  );
}

const JOB_DETAILS = {
  jobNumber: 'A11Y-1',
  customerName: 'Corner Café',
  engineerName: 'Sam Fitter',
  gasSafeNumber: '123456',
  location: '12 High St, Leeds',
};

async function shot(page: Page, name: string, clip?: 'header' | 'footer'): Promise<void> {
  if (!saveScreenshots) return;
  mkdirSync(shots, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${shots}/a11y-${width}-${name}.png`;
  if (clip) await page.locator(clip).first().screenshot({ path });
  else await page.screenshot({ path });
}

// The four tours are independent: both workers may take them.
test.describe.configure({ mode: 'parallel' });

for (const width of [412, 1280]) {
  test.describe(`at ${width} px`, () => {
    if (width !== 412) test.use({ viewport: { width, height: 800 }, hasTouch: false });

    test('a visitor who is not signed in meets no accessibility violation on any page or state', async ({
      page,
    }) => {
      // Every page, axe and a keyboard walk: about 100 s on the 2-core machine while the other worker runs.
      test.setTimeout(240_000);
      for (const path of SIGNED_OUT_PAGES) {
        await open(page, path);
        await check(page, `${path} (signed out)`);
        if (MEASURED.has(path)) await expectTargetsLargeEnough(page, `${path} (signed out)`);
        if (FOCUS_WALKED.has(path)) await expectVisibleFocus(page, `${path} (signed out)`);

        if (path === '/') {
          await shot(page, 'footer', 'footer');
          // The header's Sign in with keyboard focus: the ring shows on the dark bar.
          await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).focus();
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Tab');
          await shot(page, 'header-signed-out-focus', 'header');
        }
        if (path === '/sign-in') {
          // Validation errors beside the fields.
          await page
            .getByRole('form', { name: 'Sign in' })
            .getByRole('button', { name: 'Sign in' })
            .click();
          await expect(page.getByRole('alert').first()).toBeVisible();
          await check(page, '/sign-in with validation errors');
          await page.getByRole('tab', { name: 'Create account' }).click();
          await check(page, '/sign-in, Create account');
        }
        if (path === '/feedback') {
          // Submit Feedback with nothing chosen: the error toast says what is missing.
          // It is aria-disabled (still focusable, so a press explains): pressed from the keyboard.
          await page.getByRole('button', { name: 'Submit Feedback' }).press('Enter');
          await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
            /rating|comment/i,
          );
          await expectToast(page);
          await check(page, '/feedback with the validation error toast');
          await expectTargetsLargeEnough(page, '/feedback with a toast');
          await shot(page, 'toast-error');
        }
      }

      // /verify: checked with its answer shown (the form is still there).
      await open(page, '/verify');
      await page.getByLabel('Certificate number').fill('PP-2026-ABCD-EFGH');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Certificate not found')).toBeVisible();
      await check(page, '/verify, certificate not found');
    });

    test('a new engineer meets no accessibility violation with the email verification banner', async ({
      page,
    }) => {
      // Decision 0811: the banner under the header until the address is verified, and 'Resend'.
      await page.goto('/sign-in');
      await page.getByRole('tab', { name: 'Create account' }).click();
      await page.getByLabel('Name').fill('Nia New');
      await page.getByLabel('Email').fill(`a11y-banner-${randomUUID()}@example.test`);
      await page.getByLabel('Password').fill('a11y-banner-password');
      await page.getByRole('button', { name: 'Create account' }).click();
      const banner = page.getByRole('region', { name: 'Your email address is not verified.' });
      await expect(banner).toBeVisible();
      await check(page, '/ with the email verification banner');
      await expectTargetsLargeEnough(page, '/ with the email verification banner');
      await banner.getByRole('button', { name: 'Resend link' }).click();
      await expect(banner.getByRole('status')).toContainText('We have sent a new link');
      await check(page, '/ with the email verification banner, link sent');
      await shot(page, 'email-verification-banner');
    });

    test('a Professional engineer meets no accessibility violation on any page or state', async ({
      page,
      baseURL,
    }) => {
      // About 150 s on the 2-core machine while the other worker runs; room for a slow run.
      test.setTimeout(300_000);
      await signUpAndIn(page, 'professional');
      await open(page, '/');
      await check(page, '/ (signed in: Home)');
      await expectTargetsLargeEnough(page, '/ (signed in)');
      await expectVisibleFocus(page, '/ (signed in)');
      await page.getByRole('link', { name: 'Professional plan — account' }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await shot(page, 'header-signed-in-focus', 'header');

      // /calc: Get Test Results on an empty form (the error toast), then the result.
      await open(page, '/calc');
      await page.getByRole('button', { name: 'Get Test Results' }).click();
      await expectToast(page, 'Missing Required Information');
      await check(page, '/calc with the error toast');
      await expectTargetsLargeEnough(page, '/calc');
      await shot(page, 'toast-error-calc');

      // The account with a job in its history; that job's certificate printed and verified.
      const jobId = await saveJobWithTest(page);
      await open(page, '/account');
      await expect(page.getByText('A11Y-1').first()).toBeVisible();
      await check(page, '/account with a saved job');
      await expectTargetsLargeEnough(page, '/account');
      const issued = await page.request.post('/api/certificates', {
        data: { jobId },
        headers: { Origin: baseURL ?? '' },
      });
      expect(issued.status(), await issued.text()).toBe(201);
      const { number } = (await issued.json()) as { number: string };
      await page.goto(`/api/certificates/${number}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'the printable certificate');
      await open(page, `/verify/${number}`);
      await expect(page.getByText('This certificate was issued through PipeProof.')).toBeVisible();
      await check(page, '/verify/:number, found');

      // Company Settings: the form, an error toast (no logo to extract colours from), a save.
      // (The page itself is checked with each toast over it.)
      await open(page, '/settings');
      await expectTargetsLargeEnough(page, '/settings');
      await expectVisibleFocus(page, '/settings', 60);
      await page.getByRole('button', { name: 'Extract Colors from Logo' }).click();
      await expectToast(page);
      await check(page, '/settings with the error toast');
      await page.getByLabel('Company name (required)').fill('Harbour Gas Ltd');
      await page.getByRole('button', { name: 'Save Company Branding' }).click();
      await expectToast(page, 'Company branding saved successfully');
      await check(page, '/settings with the success toast');

      for (const path of ['/calculations', '/subscribe?tier=premium', '/subscribe', '/feedback']) {
        await open(page, path);
        await check(page, `${path} (signed in)`);
        await expectTargetsLargeEnough(page, `${path} (signed in)`);
      }

      // Commercial: a tightness test calculated (results shown), recorded (a success toast) and
      // the Clear All Data question open.
      await open(page, '/commercial');
      await fillJobDetails(page);
      await choose(page.getByRole('radio', { name: 'New Installation' }));
      await page.getByLabel('Room volume (m³)').fill('25');
      await choose(region(page, 'Test Selection').getByRole('radio', { name: 'Tightness Test' }));
      await setUpPipes(page, [{ size: '25', length: '12' }]);
      await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
      const setup = region(page, 'Test Setup');
      await choose(setup.getByRole('radio', { name: /2 decimal places/ }));
      await choose(setup.getByRole('radio', { name: 'Air', exact: true }));
      await page.getByRole('button', { name: 'Calculate Tightness Test' }).click();
      await region(page, 'Tightness Test')
        .getByLabel(/Actual pressure drop/)
        .fill('0');
      await expect(verdict(page, 'Tightness test result')).toContainText('PASS');
      await check(page, '/commercial with results');
      await expectTargetsLargeEnough(page, '/commercial with results');
      await page.getByRole('button', { name: 'Save Test Record' }).click();
      // The timer was not run: the question first (a dialog), then the record and its toast.
      const timerQuestion = page.getByRole('dialog', { name: 'Record without the timer?' });
      await expect(timerQuestion).toBeVisible();
      await check(page, '/commercial with the Record without the timer question open');
      await timerQuestion.getByRole('button', { name: 'Record Anyway' }).click();
      await expectToast(page, 'Test Record Saved');
      await check(page, '/commercial with the success toast');
      await shot(page, 'toast-success');
      // The question is checked on its own, not with the toast fading out behind it.
      await waitForToastsGone(page);
      await page.getByRole('button', { name: 'Clear All Data' }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await check(page, '/commercial with the Clear All Data question open');
      await page.keyboard.press('Escape');

      // Industrial: a validation message, then the let-by results.
      await open(page, '/industrial');
      await fillJobDetails(page);
      await choose(page.getByRole('radio', { name: 'Existing Installation' }));
      // Existing chooses its tightness test (decision 0448); the page moves on to the pipes.
      await expect(region(page, 'Test: Tightness Test')).toBeVisible();
      await setUpPipes(page, [{ size: '100', length: '40' }]);
      await fillIndustrialSetup(page, { gas: 'Propane', room: 'Type B', roomVolume: '60' });
      await expect(
        page.getByText(
          'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.',
        ),
      ).toBeVisible();
      await check(page, '/industrial with a validation message');
      await region(page, 'Test Setup').getByLabel('Room volume (m³)').fill('35');
      await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('37');
      await choose(region(page, 'Test Setup').getByRole('radio', { name: /2 decimal places/ }));
      await choose(region(page, 'Test Setup').getByRole('radio', { name: 'Air', exact: true }));
      await page.getByRole('button', { name: 'Calculate Let-by Test' }).click();
      await expect(region(page, 'Results')).toBeVisible();
      await check(page, '/industrial with results');
      await expectTargetsLargeEnough(page, '/industrial with results');
    });
  });
}
