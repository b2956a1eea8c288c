import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { region, setUpPipes, signUpAndIn } from '../support/commercial-steps';
import { saveJobThroughApi } from '../support/saved-jobs';

/**
 * The engineer profile, Duplicate job and the job history's search (decisions 0406–0408), as a
 * Free engineer on a phone (412 px): the profile fills every new job, survives Clear All Data,
 * a saved job is duplicated for a retest of the same site, and the history is searched.
 */

const PROFILE = { name: 'Pat Profile', gasSafe: '654321' };
// With SCREENSHOTS=1 the account page is saved for a person to look at (as screenshots.spec.ts).
const SHOTS_DIR = resolve(import.meta.dirname, '../../test-results/screenshots');

/** The page does not scroll sideways at this width; saved as a picture if asked. */
async function checkAccountPageAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `/account at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, `/account at ${width} px`);
  if (process.env.SCREENSHOTS === '1') {
    await page.screenshot({
      path: `${SHOTS_DIR}/${width}-engineer-profile-account.png`,
      fullPage: true,
    });
  }
}

/** A saved commercial tightness job (made through the API the calculator uses), with or without a PASS. */
function saveJob(
  page: Page,
  details: { jobNumber: string; customerName: string; location: string; siteName: string },
  withPass: boolean,
): Promise<string> {
  const calculation = {
    calculatorType: 'commercial',
    project: {
      installationType: 'new',
      operationType: 'Tightness Test',
      gaugeType: 'water',
      testMedium: 'Gas',
      maxOperatingPressure: 21,
      roomVolume: 30,
    },
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 14 }],
    meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
  };
  const { siteName, ...jobFields } = details;
  return saveJobThroughApi(
    page,
    {
      calculatorType: 'commercial',
      jobDetails: { ...jobFields, engineerName: 'Sam Fitter', gasSafeNumber: '123456' },
      calculation,
      siteName,
    },
    withPass ? 0 : undefined,
  );
}

/** Focus first: moving into a later section folds the finished ones, which moves the page. */
async function choose(radio: Locator): Promise<void> {
  await radio.focus();
  await radio.check();
}

/** A new job: the profile's name and number; the job number blank, or the one offered after the last. */
async function expectProfileInJobDetails(page: Page, jobNumber = ''): Promise<void> {
  const details = region(page, 'Job Details');
  await expect(details.getByLabel('Engineer Name', { exact: true })).toHaveValue(PROFILE.name);
  await expect(details.getByLabel('Gas Safe Number', { exact: true })).toHaveValue(PROFILE.gasSafe);
  await expect(details.getByLabel('Job Number', { exact: true })).toHaveValue(jobNumber);
}

test('a Free engineer fills the profile on /account, finds it in every new job (after Clear All Data too), duplicates a saved job and searches the history', async ({
  page,
}) => {
  // A long story (two axe checks at two widths among them): about a minute on the 2-core machine.
  test.setTimeout(120_000);
  await signUpAndIn(page, 'free');

  // The profile, on the account page.
  await page.goto('/account');
  const card = region(page, 'Engineer profile');
  await card.getByLabel('Engineer Name').fill(PROFILE.name);
  await card.getByLabel('Gas Safe Number').fill(PROFILE.gasSafe);
  await card.getByLabel('Default gauge type').selectOption('electronic01');
  await card.getByLabel('Default test medium').selectOption('Gas');
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Engineer Profile Saved')).toBeVisible();
  await expectNoAxeViolations(page, '/account with the engineer profile saved');

  // A new commercial job starts with it: name and number at once, gauge and medium in Test Setup.
  await page.goto('/commercial');
  await expectProfileInJobDetails(page);
  const details = region(page, 'Job Details');
  await details.getByLabel('Job Number', { exact: true }).fill('PRO-1');
  await details.getByLabel('Customer Name', { exact: true }).fill('Corner Café');
  await details.getByLabel('Location', { exact: true }).fill('12 High St, Leeds');
  await choose(page.getByRole('radio', { name: 'New Installation' }));
  await page.getByLabel('Room volume (m³)').fill('25');
  await choose(region(page, 'Test Selection').getByRole('radio', { name: 'Tightness Test' }));
  await setUpPipes(page, [{ size: '25', length: '10' }]);
  const setup = region(page, 'Test Setup');
  await expect(
    setup.getByRole('radio', { name: /Electronic gauge \(2 decimal places\)/ }),
  ).toBeChecked();
  await expect(
    setup
      .getByRole('group', { name: 'Test medium' })
      .getByRole('radio', { name: 'Gas', exact: true }),
  ).toBeChecked();

  // Clear All Data keeps the profile: the fresh job is pre-filled again, numbered after PRO-1
  // (decision 0449).
  await page.getByRole('button', { name: 'Clear All Data' }).click();
  await page.getByRole('button', { name: 'Yes, Clear All Data' }).click();
  await expect(page.getByText('Data Reset')).toBeVisible();
  await expectProfileInJobDetails(page, 'PRO-2');

  // Two saved jobs; search and filter the history.
  const bakeryId = await saveJob(
    page,
    {
      jobNumber: 'RET-7',
      customerName: 'Riverside Bakery',
      location: '4 Mill Lane, Leeds',
      siteName: 'Bakery',
    },
    true,
  );
  await saveJob(
    page,
    {
      jobNumber: 'NEW-8',
      customerName: 'Hill Farm',
      location: 'Hill Road, York',
      siteName: 'Barn',
    },
    false,
  );
  await page.goto('/account');
  const jobs = page.getByRole('list', { name: 'Saved jobs' });
  // One 'Open job …' link per job shown (a job's tests are a list of their own inside it).
  const shownJobs = jobs.getByRole('link', { name: /^Open job / });
  await expect(shownJobs).toHaveCount(2);
  const search = page.getByRole('search', { name: 'Search your jobs' });
  await search.getByLabel('Search').fill('bakery');
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByText('1 job matches your search.')).toBeVisible();
  await expect(shownJobs).toHaveCount(1);
  await expect(jobs).toContainText('RET-7');

  await search.getByRole('button', { name: 'Clear' }).click();
  await expect(shownJobs).toHaveCount(2);
  await search.getByLabel('Verdict').selectOption('PENDING');
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByText('1 job matches your search.')).toBeVisible();
  await expect(jobs).toContainText('NEW-8');
  await expect(jobs).not.toContainText('RET-7');

  await search.getByLabel('Verdict').selectOption('FAIL');
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(
    page.getByText('No jobs match your search. Clear it to see every job.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/account with a search that matches nothing');

  await search.getByLabel('From').fill('2030-01-02');
  await search.getByLabel('To').fill('2030-01-01');
  await search.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByText('To date must be on or after the from date.')).toBeVisible();

  // Duplicate the bakery job: a new job with its site data, no tests, no job number.
  await search.getByRole('button', { name: 'Clear' }).click();
  await expect(shownJobs).toHaveCount(2);
  await jobs.getByRole('link', { name: 'Duplicate job RET-7' }).click();
  await expect(page).toHaveURL(/\/commercial$/);
  await expect(page.getByText('Job Duplicated')).toBeVisible();
  const copy = region(page, 'Job Details');
  await expect(copy.getByLabel('Customer Name', { exact: true })).toHaveValue('Riverside Bakery');
  await expect(copy.getByLabel('Location', { exact: true })).toHaveValue('4 Mill Lane, Leeds');
  await expect(copy.getByLabel('Job Number', { exact: true })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'New Installation' })).toBeChecked();
  await expect(region(page, 'Pipe Configuration').getByLabel('Length (m)')).toHaveValue('14');
  await expect(region(page, 'Completed Tests')).toHaveCount(0);
  expect(page.url()).not.toContain(bakeryId);

  // The account page with its profile card and history, on a phone and on a desktop.
  await page.goto('/account');
  await expect(region(page, 'Engineer profile').getByLabel('Engineer Name')).toHaveValue(
    PROFILE.name,
  );
  await expect(shownJobs).toHaveCount(2);
  await checkAccountPageAt(page, 412);
  await checkAccountPageAt(page, 1280);
});
