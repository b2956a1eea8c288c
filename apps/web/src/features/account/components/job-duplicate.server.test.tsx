import { cleanup, screen, within } from '@testing-library/react';
import { JobSchema, type CreateJobRequestBody } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { serverFetch } from '../../../../test/server-fetch';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';

/**
 * 'Duplicate' from the job history (decision 0407) against the real server: a new job with the
 * saved job's site data, asked for first when another job is in progress on the device.
 */

beforeEach(() => localStorage.clear());

const section = (name: string) => screen.getByRole('region', { name });

async function saveJob() {
  const response = await serverFetch('/api/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: crypto.randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber: 'JOB-9',
        customerName: 'Riverside Bakery Ltd',
        engineerName: 'Fresh Engineer',
        gasSafeNumber: '123456',
        location: '4 Mill Lane, Leeds',
      },
      calculation: {
        project: {
          installationType: 'new',
          operationType: 'Strength Test',
          maxOperatingPressure: 21,
          roomVolume: 20,
        },
        pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 14 }],
      },
      siteName: 'Bakery',
    } satisfies CreateJobRequestBody),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return JobSchema.parse(await response.json());
}

async function openCommercial(path: string) {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Commercial Calculator' });
  return rendered;
}

describe('Duplicate job', () => {
  it('asks before replacing a job in progress, then starts a new job with the site data and no job number', async () => {
    await signUpFreshAccount('duplicate-job');
    const job = await saveJob();

    const { user } = await openCommercial('/commercial');
    await user.type(within(section('Job Details')).getByLabelText('Customer Name'), 'Someone Else');
    cleanup();

    // Kept: nothing changes.
    const first = await openCommercial(`/commercial?duplicate=${job.id}`);
    const ask = await screen.findByRole('dialog', { name: 'Duplicate job JOB-9?' });
    await first.user.click(within(ask).getByRole('button', { name: 'Keep Current Job' }));
    expect(within(section('Job Details')).getByLabelText('Customer Name')).toHaveValue(
      'Someone Else',
    );
    cleanup();

    // Agreed: the copy replaces it.
    const second = await openCommercial(`/commercial?duplicate=${job.id}`);
    const again = await screen.findByRole('dialog', { name: 'Duplicate job JOB-9?' });
    await second.user.click(within(again).getByRole('button', { name: 'Start New Job' }));
    expect(await screen.findByText('Job Duplicated')).toBeInTheDocument();
    const details = within(section('Job Details'));
    expect(details.getByLabelText('Customer Name')).toHaveValue('Riverside Bakery Ltd');
    expect(details.getByLabelText('Location')).toHaveValue('4 Mill Lane, Leeds');
    expect(details.getByLabelText('Engineer Name')).toHaveValue('Fresh Engineer');
    expect(details.getByLabelText('Job Number')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /New Installation/ })).toBeChecked();
    expect(within(section('Pipe Configuration')).getByLabelText('Length (m)')).toHaveValue('14');
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
    expect(second.currentPath()).toBe('/commercial');

    // The saved job is untouched and still the only one.
    const list = (await (await serverFetch('/api/jobs')).json()) as { jobNumber: string }[];
    expect(list.map((saved) => saved.jobNumber)).toEqual(['JOB-9']);
  });
});
