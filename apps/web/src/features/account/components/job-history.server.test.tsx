import { screen, waitFor, within } from '@testing-library/react';
import { JobSchema, type CreateJobRequestBody, type Job } from '@pipeproof/contracts';
import { renderApp } from '../../../../test/render-app';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { formatJobDate } from '../utils/format-job-date';
import { NO_JOBS_TEXT, NO_MATCHING_JOBS_TEXT } from './job-history';
import { postJson as post, serverFetch } from '../../../../test/server-fetch';

const calculation = {
  project: { installationType: 'new', operationType: 'Strength Test', maxOperatingPressure: 21 },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
} as const satisfies CreateJobRequestBody['calculation'];

/** Saves a job and two strength tests through the real API, as the calculator does. */
async function saveJob(jobNumber: string, customerName: string): Promise<Job> {
  const job = JobSchema.parse(
    await post('/api/jobs', {
      clientId: crypto.randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber,
        customerName,
        engineerName: 'Fresh Engineer',
        gasSafeNumber: '123456',
        location: 'Leeds',
      },
      calculation,
    } satisfies CreateJobRequestBody),
  );
  for (const actualPressureDrop of [30, 2]) {
    await post(`/api/jobs/${job.id}/test-records`, {
      clientId: crypto.randomUUID(),
      testName: 'Strength Test',
      calculation,
      actualReadings: { actualPressureDrop },
    });
  }
  return job;
}

async function renderJobs() {
  const rendered = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account Management' });
  return { ...rendered, card: screen.getByRole('region', { name: 'Your jobs' }) };
}

describe('account page: your jobs', () => {
  it('says so when there are none yet', async () => {
    await signUpFreshAccount('no-jobs');
    const { card } = await renderJobs();
    expect(await within(card).findByText(NO_JOBS_TEXT)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists a job saved through the API with its date, customer, tests and an Open link', async () => {
    await signUpFreshAccount('with-jobs');
    const job = await saveJob('JOB-4242', 'Riverside Bakery Ltd');
    const { card } = await renderJobs();

    const open = await within(card).findByRole('link', { name: 'Open job JOB-4242' });
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveAttribute('href', `/commercial?job=${job.id}`);
    const row = open.closest('li');
    expect(row).not.toBeNull();
    const jobRow = within(row!);
    expect(jobRow.getByText('JOB-4242')).toBeInTheDocument();
    expect(jobRow.getByText('Riverside Bakery Ltd')).toBeInTheDocument();
    expect(jobRow.getByText(formatJobDate(job.createdAt))).toHaveAttribute(
      'datetime',
      job.createdAt,
    );
    expect(formatJobDate(job.createdAt)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // The server's verdicts, oldest first: 30 mbar is over the 16.5 mbar limit, 2 mbar is not.
    const tests = jobRow.getByRole('list', { name: 'Tests on job JOB-4242' });
    expect(
      within(tests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Strength TestFAIL', 'Strength TestPASS']);
    expect(within(card).queryByText(NO_JOBS_TEXT)).not.toBeInTheDocument();
  });

  it('names a domestic job’s calculator, offers its certificate, and opens or duplicates it on /domestic (0895, 0898)', async () => {
    await signUpFreshAccount('domestic-job');
    const domestic = {
      calculatorType: 'domestic',
      project: {
        installationType: 'existing',
        operationType: 'Tightness Test',
        gasType: 'Natural Gas',
        gaugeType: 'water',
        appliancesConnected: true,
      },
      pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 10 }],
      meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
    } as const satisfies CreateJobRequestBody['calculation'];
    const job = JobSchema.parse(
      await post('/api/jobs', {
        clientId: crypto.randomUUID(),
        calculatorType: 'domestic',
        jobDetails: {
          jobNumber: 'DOM-6',
          customerName: 'Mrs J Patel',
          engineerName: 'Fresh Engineer',
          gasSafeNumber: '123456',
          location: 'York',
        },
        calculation: domestic,
      } satisfies CreateJobRequestBody),
    );
    await post(`/api/jobs/${job.id}/test-records`, {
      clientId: crypto.randomUUID(),
      testName: 'Tightness Test',
      calculation: domestic,
      actualReadings: { letByPressureReading: 0, actualPressureDrop: 0, smellOfGas: false },
    });
    const { card } = await renderJobs();
    const print = await within(card).findByRole('button', { name: 'Print Report for job DOM-6' });
    const row = within(print.closest('li')!);
    expect(row.getByText(/Domestic$/)).toBeInTheDocument();
    expect(row.queryByText(/Industrial/)).not.toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Open job DOM-6' })).toHaveAttribute(
      'href',
      `/domestic?job=${job.id}`,
    );
    expect(row.getByRole('link', { name: 'Duplicate job DOM-6' })).toHaveAttribute(
      'href',
      `/domestic?duplicate=${job.id}`,
    );
  });

  it('searches and filters on the server, and offers Duplicate for each job (decisions 0407, 0408)', async () => {
    await signUpFreshAccount('search-jobs');
    const bakery = await saveJob('JOB-1', 'Riverside Bakery Ltd');
    await saveJob('JOB-2', 'Hill Farm');
    const { card, user } = await renderJobs();
    const jobs = await within(card).findByRole('list', { name: 'Saved jobs' });
    // One 'Open job …' link per job shown (a job's tests are a list of their own inside it).
    const shownJobs = () => within(jobs).getAllByRole('link', { name: /^Open job / });
    expect(shownJobs()).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Duplicate job JOB-1' })).toHaveAttribute(
      'href',
      `/commercial?duplicate=${bakery.id}`,
    );

    const search = within(card).getByRole('search', { name: 'Search your jobs' });
    await user.type(within(search).getByLabelText('Search'), 'BAKERY');
    await user.click(within(search).getByRole('button', { name: 'Search Jobs' }));
    expect(await within(card).findByText('1 job matches your search.')).toBeInTheDocument();
    expect(shownJobs()).toHaveLength(1);
    expect(jobs).toHaveTextContent('JOB-1');

    // Both jobs have a FAIL, so none is PASS.
    await user.selectOptions(within(search).getByLabelText('Verdict'), 'PASS');
    await user.click(within(search).getByRole('button', { name: 'Search Jobs' }));
    expect(await within(card).findByText(NO_MATCHING_JOBS_TEXT)).toBeInTheDocument();

    await user.click(within(search).getByRole('button', { name: 'Clear' }));
    expect(await within(card).findByRole('link', { name: 'Open job JOB-2' })).toBeInTheDocument();
    expect(
      within(card).queryByText(/match your search|matches your search/),
    ).not.toBeInTheDocument();
  });
  it('deletes a job once the engineer confirms, and keeps it when they do not (0900)', async () => {
    await signUpFreshAccount('delete-job');
    const kept = await saveJob('KEEP-1', 'Hill Farm');
    const gone = await saveJob('GONE-1', 'Riverside Bakery Ltd');
    const { card, user } = await renderJobs();
    const jobs = await within(card).findByRole('list', { name: 'Saved jobs' });
    const remove = within(jobs).getByRole('button', { name: 'Delete job GONE-1' });

    await user.click(remove);
    const ask = await screen.findByRole('dialog', { name: 'Delete job GONE-1?' });
    expect(ask).toHaveTextContent(
      'The job and its test records are removed from your account. Certificates already issued for it stay valid, and their verification links still work.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep Job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect((await serverFetch(`/api/jobs/${gone.id}`)).status).toBe(200);

    await user.click(remove);
    const again = await screen.findByRole('dialog', { name: 'Delete job GONE-1?' });
    await user.click(within(again).getByRole('button', { name: 'Delete Job' }));
    expect(await screen.findByText('Job Deleted')).toBeInTheDocument();
    expect(screen.getByText('Job GONE-1 was removed from your account.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(jobs).queryByRole('link', { name: 'Open job GONE-1' })).not.toBeInTheDocument(),
    );
    expect(within(jobs).getByRole('link', { name: 'Open job KEEP-1' })).toBeInTheDocument();
    expect((await serverFetch(`/api/jobs/${gone.id}`)).status).toBe(404);
    expect((await serverFetch(`/api/jobs/${kept.id}`)).status).toBe(200);
  });
});
