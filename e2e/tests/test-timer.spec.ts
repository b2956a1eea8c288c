import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfPageCount, pdfText, savePageOneAsPng } from '../support/pdf';
import {
  engine,
  fillJobDetails,
  recordAnyway,
  region,
  setUpPipes,
  signUpAndIn,
  verdict,
} from '../support/commercial-steps';

// product.md §2 Timer widget and §4 (decisions 0414, 0415): a timer that keeps true time across
// a reload and a sleep, a question before recording a result whose timer was not run, and a
// let-by FAIL recorded with the action taken, each as the certificate prints it. Playwright's
// clock stands in for the minutes a real test takes.

const shots = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(shots, { recursive: true });

async function shoot(page: Page, name: string, locator = page.locator('body')): Promise<void> {
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: width === 412 ? 915 : 900 });
    await locator.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${width}-timer-${name}.png` });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

async function calculateStrengthTest(page: Page): Promise<void> {
  await page.goto('/commercial');
  await fillJobDetails(page);
  await page.getByRole('radio', { name: 'New Installation' }).check();
  await page.getByLabel('Room volume (m³)').fill('25');
  await region(page, 'Test Selection').getByRole('radio', { name: 'Strength Test' }).check();
  await setUpPipes(page, [{ size: '25', length: '12' }]);
  await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
  await page.getByRole('button', { name: 'Calculate Strength Test' }).click();
}

const STRENGTH = engine({
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Strength Test',
    maxOperatingPressure: 21,
    roomVolume: 25,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 12 }],
}).strengthTest;

/**
 * The fake clock also runs on in real time between steps (the app's own timers need it), so the
 * time shown may be a few seconds under the time jumped.
 */
async function expectRemaining(clock: Locator, seconds: number): Promise<void> {
  await expect(async () => {
    const [minutes = 0, secs = 0] = ((await clock.textContent()) ?? '').split(':').map(Number);
    const shown = minutes * 60 + secs;
    expect(shown).toBeLessThanOrEqual(seconds);
    expect(shown).toBeGreaterThan(seconds - 8);
  }).toPass();
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

test('the timer keeps true time across a reload and a sleep, and its phases never break mid-word', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') });
  await calculateStrengthTest(page);
  const stabilisationS = (STRENGTH?.stabilisationMin ?? 0) * 60;
  expect(stabilisationS).toBeGreaterThan(120);
  const timer = region(page, 'Strength Test timer');
  const clock = timer.getByRole('timer');
  await expect(clock).toHaveText(mmss(stabilisationS));
  // At 412 px 'Stabilisation' sits on one line (no 'Stabilisati/on').
  const label = timer.getByRole('list', { name: 'Timer phases' }).getByText('Stabilisation');
  const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await label.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);

  await timer.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(60_000);
  await expectRemaining(clock, stabilisationS - 60);

  // A reload: the timer resumes from the wall clock, still running.
  await page.reload();
  await expectRemaining(clock, stabilisationS - 60);
  await expect(timer.getByText('Running', { exact: true })).toBeVisible();
  await page.clock.fastForward(30_000);
  await expectRemaining(clock, stabilisationS - 90);
  await shoot(page, 'running', timer);

  // The phone sleeps past the end of stabilisation: no timer fires, the clock moves on. On
  // waking, the phase is over and the test period waits for Start.
  const pageNowMs = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(pageNowMs + stabilisationS * 1000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(timer.getByRole('status')).toHaveText(
    'Stabilisation complete. Note the gauge reading, then press Start to begin the test.',
  );
  await expect(clock).toHaveText(mmss((STRENGTH?.testDurationMin ?? 0) * 60));
  await expect(clock).toHaveAccessibleName('Test · time remaining');
});

test('recording a result without the timer asks first, and the certificate says it was not timed in PipeProof', async ({
  page,
}, testInfo) => {
  await signUpAndIn(page, 'premium');
  await calculateStrengthTest(page);
  await region(page, 'Strength Test')
    .getByLabel(/Actual pressure drop/)
    .fill('1');
  await expect(verdict(page, 'Strength test result')).toContainText('PASS');

  await page.getByRole('button', { name: 'Save Test Record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record without the timer?' });
  await expect(dialog).toContainText(
    'The test record and the certificate will say the duration was not timed in PipeProof.',
  );
  await expectNoAxeViolations(page, 'the timer question');
  await shoot(page, 'question');
  // Go Back records nothing; asked again, Record Anyway records.
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(region(page, 'Completed Tests')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Test Record' }).click();
  await recordAnyway(page);

  const completed = region(page, 'Completed Tests');
  await expect(completed.getByRole('listitem')).toContainText('Duration not timed in PipeProof');
  await expect(page.getByText('Saved to your account')).toBeVisible();

  // The PDF: one page, saying so.
  const downloading = page.waitForEvent('download');
  await completed.getByRole('button', { name: 'Export PDF' }).click();
  const pdfPath = testInfo.outputPath('untimed.pdf');
  await (await downloading).saveAs(pdfPath);
  expect(pdfPageCount(pdfPath)).toBe(1);
  const text = pdfText(pdfPath);
  expect(text.replace(/\s+/g, ' ')).toContain('Duration timed in PipeProof No');
  savePageOneAsPng(pdfPath, `${shots}/timer-pdf`);

  // The printable certificate.
  await completed.getByRole('button', { name: 'Print Report' }).click();
  await expect(page).toHaveURL(/\/api\/certificates\/PP-/);
  await expect(page.locator('dt', { hasText: 'Duration timed in PipeProof' })).toBeVisible();
  await expect(
    page
      .locator('dt', { hasText: 'Duration timed in PipeProof' })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('No');
});

test('a let-by FAIL timed in the app is recorded with the action taken, prints as FAIL with the note, and the tightness test stays blocked', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUpAndIn(page, 'premium');
  await page.clock.install();
  await page.goto('/commercial');
  await fillJobDetails(page);
  await page.getByRole('radio', { name: 'Existing Installation' }).check();
  await page.getByLabel('Room volume (m³)').fill('20');
  await region(page, 'Test Selection').getByRole('radio', { name: 'Tightness Test' }).check();
  await setUpPipes(page, [{ size: '25', length: '30' }]);
  await page.getByLabel('Maximum Operating Pressure (MOP), mbar').fill('21');
  const setup = region(page, 'Test Setup');
  await setup.getByRole('radio', { name: /Water gauge/ }).check();
  await setup.getByRole('radio', { name: 'Gas', exact: true }).check();
  await page.getByRole('button', { name: 'Calculate Let-by Test' }).click();

  const letBy = engine({
    calculatorType: 'commercial',
    project: {
      installationType: 'existing',
      operationType: 'Tightness Test',
      maxOperatingPressure: 21,
      roomVolume: 20,
      gaugeType: 'water',
      testMedium: 'Gas',
    },
    pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  }).letByTest;
  const timer = region(page, 'Let-by Test timer');
  await timer.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward((letBy?.durationMin ?? 0) * 60_000);
  await expect(timer.getByRole('status')).toHaveText('Timer Complete!');

  await region(page, 'Let-by Test')
    .getByLabel(/Pressure rise/)
    .fill('0.4');
  await expect(verdict(page, 'Let-by test result')).toContainText('FAIL');
  const record = region(page, 'Record the failed let-by test');
  await record.getByRole('button', { name: 'Record Let-by FAIL' }).click();
  await expect(
    record.getByText('Enter the action taken before recording the let-by FAIL.'),
  ).toBeVisible();
  await expect(record.getByLabel('Action taken')).toBeFocused();
  const note = 'Reported to the responsible person; supply isolated.';
  await record.getByLabel('Action taken').fill(note);
  await expectNoAxeViolations(page, 'the let-by FAIL card');
  await shoot(page, 'let-by-fail', record);
  // Timed in the app: no question.
  await record.getByRole('button', { name: 'Record Let-by FAIL' }).click();
  await expect(page.getByText('Let-by Test FAIL saved to the completed tests.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const completed = region(page, 'Completed Tests');
  const item = completed.getByRole('listitem').filter({ hasText: 'Let-by Test' });
  await expect(item.getByRole('status')).toHaveText('Let-by Test result: FAIL');
  await expect(item).toContainText(`Action taken: ${note}`);
  await expect(item).not.toContainText('not timed');
  // Tightness stays blocked until a let-by test passes.
  await expect(region(page, 'Tightness Test')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to Tightness Test' })).toHaveCount(0);
  await expect(page.getByText('Saved to your account')).toBeVisible();
  const jobs = (await (await page.request.get('/api/jobs')).json()) as {
    tests: { testName: string; testResult: string }[];
  }[];
  expect(jobs[0]?.tests).toEqual([
    expect.objectContaining({ testName: 'Let-by Test', testResult: 'FAIL' }),
  ]);

  await completed.getByRole('button', { name: 'Print Report' }).click();
  await expect(page).toHaveURL(/\/api\/certificates\/PP-/);
  const test = page.locator('section.test', { hasText: 'Let-by Test' });
  await expect(test.locator('.verdict')).toHaveText('FAIL');
  await expect(test).toContainText(`Action taken: ${note}`);
  await expect(test.locator('dt', { hasText: 'Duration timed in PipeProof' })).toBeVisible();
  await expect(
    test
      .locator('dt', { hasText: 'Duration timed in PipeProof' })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Yes');
  await page.screenshot({ path: `${shots}/412-timer-certificate-let-by-fail.png`, fullPage: true });
});
