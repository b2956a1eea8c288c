import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Job, JobSummary } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { draftStorageKey } from '../storage/draft-storage';
import {
  clearDevice,
  storedDraft,
  fillJobDetails,
  fillPressureSetup,
  findPage,
  JOB,
  section,
  setUpJob,
} from '../test-support/calculator-steps';
import { serverFetch } from '../../../../test/server-fetch';

beforeEach(clearDevice);

describe('the 1 m³ dialog (product.md §2, §4, §8)', () => {
  it('blocks above 1 m³, offers /industrial, ignores Escape, and closes when pipes are cleared', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      pipes: [{ size: '25', length: '1500' }],
    });
    const dialog = await screen.findByRole('dialog', {
      name: 'Volume Exceeds Commercial Threshold',
    });
    expect(dialog).toHaveTextContent(
      'exceeds the 1.0 m³ limit for IGE/UP/1A commercial installations',
    );
    // A button now: it takes the job with it (decision 0447, tested in section-folding).
    expect(
      within(dialog).getByRole('button', { name: 'Go to Industrial Calculator' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear Pipe Inputs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Length (m)')).toHaveValue('');
  });

  it('offers to undo the change that went over', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Tightness Test',
      pipes: [{ size: '25', length: '1500' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Undo Last Change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Length (m)')).toHaveValue('150');
    // Back in the field the change was typed in, not at the top of the page.
    await waitFor(() => expect(screen.getByLabelText('Length (m)')).toHaveFocus());
  });
});

describe('Clear All Data (product.md §2)', () => {
  it('asks, then resets everything to Job Details with the Data Reset toast and the next job number offered', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    await fillJobDetails(user);
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Clear All Data' }));
    expect(await screen.findByText('Data Reset')).toBeInTheDocument();
    expect(
      screen.getByText('All test data has been cleared. You can start fresh.'),
    ).toBeInTheDocument();
    // The job after J-1001, offered as a suggestion (decision 0449).
    expect(screen.getByLabelText('Job Number')).toHaveValue('J-1002');
    expect(screen.getByLabelText('Job Number')).toHaveAccessibleDescription(
      'The next after your last job. Change it if your job sheet says otherwise.',
    );
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Installation Type' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Job Number'), 'A');
    expect(screen.getByLabelText('Job Number')).not.toHaveAccessibleDescription();
  });
});

describe('nothing is lost', () => {
  it('everything typed is there again after the page is closed and opened', async () => {
    const first = renderApp('/commercial');
    await findPage();
    await setUpJob(first.user, {
      installation: 'New Installation',
      test: 'Strength Test',
      roomVolume: '25',
      pipes: [{ size: '20', length: '7.5' }],
    });
    await fillPressureSetup(first.user, { mop: '21' });
    cleanup();

    renderApp('/commercial');
    await findPage();
    for (const [label, value] of Object.entries(JOB)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByRole('radio', { name: 'New Installation' })).toBeChecked();
    expect(screen.getByLabelText('Room volume (m³)')).toHaveValue('25');
    expect(
      within(section('Test Selection')).getByRole('radio', { name: 'Strength Test' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Nominal size')).toHaveValue('20');
    expect(screen.getByLabelText('Length (m)')).toHaveValue('7.5');
    expect(screen.getByLabelText('Maximum Operating Pressure (MOP), mbar')).toHaveValue('21');
  });

  it('a corrupt saved job is discarded with a toast, never a crash', async () => {
    localStorage.setItem(draftStorageKey(DEVICE_OWNER, 'commercial'), '{"version":1,"draft":');
    renderApp('/commercial');
    await findPage();
    expect(await screen.findByText('Saved Job Discarded')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue('');
  });

  it('a signed-in engineer’s job reaches the account when results are shown', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    await setUpJob(user, {
      installation: 'New Installation',
      test: 'Strength Test',
      roomVolume: '25',
      pipes: [{ size: '32', length: '10' }],
    });
    await fillPressureSetup(user, { mop: '21' });
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
    expect(await screen.findByRole('region', { name: 'Strength Test' })).toBeInTheDocument();
    expect(await screen.findByText('Saved to your account')).toBeInTheDocument();
    const jobs = (await (await serverFetch('/api/jobs')).json()) as JobSummary[];
    const stored = await waitFor(() => {
      const raw = storedDraft('commercial');
      if (raw === null) throw new Error('not stored yet');
      return JSON.parse(raw) as { draft: { jobClientId: string } };
    });
    expect(jobs.find((job) => job.clientId === stored.draft.jobClientId)).toMatchObject({
      jobNumber: JOB['Job Number'],
      customerName: JOB['Customer Name'],
    });
  });

  it('/commercial?job=<id> opens a job saved to the account', async () => {
    signInAs('premium');
    const response = await serverFetch('/api/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: crypto.randomUUID(),
        calculatorType: 'commercial',
        jobDetails: {
          jobNumber: 'SAVED-7',
          customerName: 'Mill Lane Bakery',
          engineerName: 'Ada Fitter',
          gasSafeNumber: '654321',
          location: 'Mill Lane, York',
        },
        calculation: {
          project: {
            installationType: 'existing',
            operationType: 'Tightness Test',
            maxOperatingPressure: 21,
            roomVolume: 18,
            gaugeType: 'water',
            testMedium: 'Air',
          },
          pipeConfigurations: [{ material: 'copper', nominalSize: 28, length: 14 }],
        },
      }),
    });
    const job = (await response.json()) as Job;
    renderApp(`/commercial?job=${job.id}`);
    await findPage();
    expect(await screen.findByText('Job Opened')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue('SAVED-7');
    expect(screen.getByRole('radio', { name: 'Existing Installation' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Copper' })).toBeChecked();
    expect(screen.getByLabelText('Nominal size')).toHaveValue('28');
    expect(screen.getByRole('radio', { name: /Water gauge/ })).toBeChecked();
  });

  it('/commercial?job=<id> of a job not on the account says so and keeps the job in progress', async () => {
    signInAs('premium');
    const { user } = renderApp(`/commercial?job=${crypto.randomUUID()}`);
    await findPage();
    await fillJobDetails(user);
    expect(await screen.findByText('Job Not Opened')).toBeInTheDocument();
    expect(screen.getByText('That job was not found in your account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue(JOB['Job Number']);
  });
});
