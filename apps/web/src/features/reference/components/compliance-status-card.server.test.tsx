import { screen, within } from '@testing-library/react';
import type { CreateJobRequestBody } from '@pipeproof/contracts';
import { renderApp } from '../../../../test/render-app';
import { switchServer } from '../../../../test/setup-api';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { RECENT_JOB_COUNT } from '../api/get-recent-jobs';
import {
  LOAD_FAILED_TEXT,
  NO_CALCULATIONS_TEXT,
  NO_JOBS_HINT,
  SIGNED_OUT_HINT,
} from './compliance-status-card';
import { postJson } from '../../../../test/server-fetch';

const post = async (path: string, body: unknown) => (await postJson(path, body)) as { id: string };

// The compliance status card against the real server (test/global-setup.ts): jobs and test
// records are saved through the real API and the verdicts are the server's own.

const calculation = {
  project: { installationType: 'new', operationType: 'Strength Test', maxOperatingPressure: 21 },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
} as const satisfies CreateJobRequestBody['calculation'];

async function saveJob(jobNumber: string, strengthDropsMbar: readonly number[] = []) {
  const job = await post('/api/jobs', {
    clientId: crypto.randomUUID(),
    calculatorType: 'commercial',
    jobDetails: {
      jobNumber,
      customerName: 'Riverside Bakery Ltd',
      engineerName: 'Fresh Engineer',
      gasSafeNumber: '123456',
      location: 'Leeds',
    },
    calculation,
  } satisfies CreateJobRequestBody);
  for (const actualPressureDrop of strengthDropsMbar) {
    await post(`/api/jobs/${job.id}/test-records`, {
      clientId: crypto.randomUUID(),
      testName: 'Strength Test',
      calculation,
      actualReadings: { actualPressureDrop },
    });
  }
}

async function renderCard() {
  renderApp('/calculations');
  await screen.findByRole('heading', { level: 1, name: 'Reference & Calculations' });
  return screen.getByRole('region', { name: 'Compliance status' });
}

describe('/calculations: compliance status card', () => {
  it('offers a signed-out visitor sign-in, coming back here', async () => {
    const card = await renderCard();
    expect(await within(card).findByText(NO_CALCULATIONS_TEXT)).toBeInTheDocument();
    expect(within(card).getByText(SIGNED_OUT_HINT)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?returnTo=${encodeURIComponent('/calculations')}`,
    );
  });

  it('says there are no calculations yet for a signed-in engineer with no jobs', async () => {
    await signUpFreshAccount('reference-empty');
    const card = await renderCard();
    expect(await within(card).findByText(NO_JOBS_HINT)).toBeInTheDocument();
    expect(within(card).getByText(NO_CALCULATIONS_TEXT)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the server’s verdicts on the engineer’s jobs', async () => {
    await signUpFreshAccount('reference-verdicts');
    // STP 82.5 mbar, largest drop 20 % = 16.5 mbar: 30 mbar fails, 2 mbar passes.
    await saveJob('REF-1001', [30, 2]);
    const card = await renderCard();

    const verdicts = await within(card).findByRole('list', { name: 'Verdicts on job REF-1001' });
    expect(
      within(verdicts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Strength TestFAIL', 'Strength TestPASS']);
    expect(within(card).getByText('2 tests on your last 1 job: 1 PASS, 1 FAIL')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'All your jobs' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(card).queryByText(NO_CALCULATIONS_TEXT)).not.toBeInTheDocument();
  });

  it(`lists only the ${RECENT_JOB_COUNT} most recently changed jobs`, async () => {
    await signUpFreshAccount('reference-recent');
    const jobNumbers = Array.from({ length: RECENT_JOB_COUNT + 1 }, (_, i) => `REF-20${i}`);
    for (const jobNumber of jobNumbers) await saveJob(jobNumber);
    const card = await renderCard();

    const list = await within(card).findByRole('list', { name: 'Recent jobs' });
    const shown = within(list)
      .getAllByText(/^REF-20\d$/)
      .map((element) => element.textContent);
    expect(shown).toEqual(jobNumbers.slice(1).reverse());
    expect(
      within(card).getByText(`No tests recorded on your last ${RECENT_JOB_COUNT} jobs.`),
    ).toBeInTheDocument();
  });

  it('says so when the server cannot be reached, and the tables still show', async () => {
    switchServer('unreachable');
    renderApp('/calculations');
    const card = await screen.findByRole('region', { name: 'Compliance status' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Meter volumes' })).toBeInTheDocument();
  });
});
