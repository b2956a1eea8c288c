import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { JobSchema, type CreateJobRequestBody, type Job } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { postJson as post } from '../../../../test/server-fetch';
import { findDomesticPage, group, region, verdict } from '../test-support/domestic-steps';

beforeEach(() => {
  localStorage.clear();
});

/** A Natural Gas job tested at the 19 mbar reached, copper and steel runs, a G4/U6 meter. */
const NATURAL_GAS = {
  calculatorType: 'domestic',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    gaugeType: 'water',
    appliancesConnected: true,
    testPressure: 19,
  },
  pipeConfigurations: [
    { material: 'copper', nominalSize: 22, length: 10 },
    { material: 'steel', nominalSize: 15, length: 2.5 },
  ],
  meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
} as const satisfies CreateJobRequestBody['calculation'];

/** A Propane job at 37 mbar with 3 minutes' stabilisation and no meter. */
const PROPANE = {
  calculatorType: 'domestic',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Propane',
    gaugeType: 'electronic01',
    appliancesConnected: false,
    testPressure: 37,
    stabilizationTime: 3,
  },
  pipeConfigurations: [{ material: 'copper', nominalSize: 15, length: 6 }],
} as const satisfies CreateJobRequestBody['calculation'];

/** Saves a domestic job through the real API, with its recorded test when readings are given. */
async function saveDomesticJob(
  jobNumber: string,
  calculation: CreateJobRequestBody['calculation'],
  readings?: Record<string, number | boolean>,
): Promise<Job> {
  const job = JobSchema.parse(
    await post('/api/jobs', {
      clientId: crypto.randomUUID(),
      calculatorType: 'domestic',
      jobDetails: {
        jobNumber,
        customerName: 'Mrs J Patel',
        engineerName: 'A. Engineer',
        gasSafeNumber: '123456',
        location: '4 Mill Lane, York',
      },
      calculation,
    } satisfies CreateJobRequestBody),
  );
  if (readings) {
    await post(`/api/jobs/${job.id}/test-records`, {
      clientId: crypto.randomUUID(),
      testName: 'Tightness Test',
      calculation,
      actualReadings: readings,
      timedInApp: true,
    });
  }
  return job;
}

/** 'Edit' on the two setup sections an opened job shows folded. */
async function openFoldedSections(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Edit Gas and Installation' }));
  await user.click(screen.getByRole('button', { name: 'Edit Pipework and Meter' }));
}

const PASSED = { letByPressureReading: 0, actualPressureDrop: 0, smellOfGas: false };

describe('opening a saved domestic job (decisions 0407, 0898)', () => {
  it('opens the job with its recorded test: the same figures, recorded, not sent again', async () => {
    signInAs('premium');
    const job = await saveDomesticJob('DOM-OPEN-1', NATURAL_GAS, PASSED);
    const { user, currentPath } = renderApp(`/domestic?job=${job.id}`);
    await findDomesticPage();
    expect(await screen.findByText('Job Opened')).toBeInTheDocument();
    expect(screen.getByText('Job DOM-OPEN-1 from your account.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/domestic'));

    // The setup is folded into its lines, as the engineer left it.
    expect(
      screen.getByRole('heading', { name: 'Job: DOM-OPEN-1 · Mrs J Patel · 4 Mill Lane, York' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'Natural Gas, existing, appliances connected, 19 mbar, water gauge (0.25 mbar)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Installation volume \S+ m³ · 2 runs · U6\/G4$/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Engineer Name')).toHaveValue('A. Engineer');
    await openFoldedSections(user);
    expect(within(group('Gas')).getByRole('radio', { name: 'Natural Gas' })).toBeChecked();
    expect(within(group('Installation')).getByRole('radio', { name: 'Existing' })).toBeChecked();
    expect(
      within(group('Appliances connected?')).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Pressure reached (mbar)')).toHaveValue('19');
    const steel = group('Pipe 2');
    expect(within(steel).getByLabelText('Material')).toHaveValue('steel');
    expect(within(steel).getByLabelText('Length (m)')).toHaveValue('2.5');
    expect(within(group('Meter')).getByRole('radio', { name: 'U6/G4' })).toBeChecked();

    // The readings of the record, judged again, and the record counted as sent.
    expect(await screen.findByLabelText('Pressure drop (mbar)')).toHaveValue('0');
    await waitFor(() => expect(verdict('Domestic test')).toBe('PASS'));
    const card = region('Record and Certificate');
    expect(within(card).getByText(/^Test recorded\./)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Record Test' })).toBeDisabled();
  }, 60_000);

  it('duplicates a job as a new one: the site, conditions and pipework, no job number or readings', async () => {
    signInAs('premium');
    const job = await saveDomesticJob('DOM-DUP-1', PROPANE, PASSED);
    const { user, currentPath } = renderApp(`/domestic?duplicate=${job.id}`);
    await findDomesticPage();
    expect(await screen.findByText('Job Duplicated')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/domestic'));
    expect(screen.getByLabelText('Job Number')).toHaveValue('');
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Mrs J Patel');
    await openFoldedSections(user);
    expect(within(group('Gas')).getByRole('radio', { name: 'Propane' })).toBeChecked();
    expect(screen.getByLabelText('Operating pressure (mbar)')).toHaveValue('37');
    expect(screen.getByLabelText('Stabilisation (min)')).toHaveValue('3');
    expect(within(group('Meter')).getByRole('radio', { name: 'No meter' })).toBeChecked();
    // The readings start again with the let-by test.
    expect(await screen.findByLabelText('Pressure rise (mbar)')).toHaveValue('');
    expect(verdict('Domestic test')).toBe('PENDING');
  }, 60_000);

  it('asks before replacing a job in progress, and keeps it when the engineer says so', async () => {
    signInAs('premium');
    const job = await saveDomesticJob('DOM-ASK-1', NATURAL_GAS);
    const first = renderApp('/domestic');
    await findDomesticPage();
    await first.user.type(screen.getByLabelText('Job Number'), 'IN-PROGRESS');
    cleanup();

    const kept = renderApp(`/domestic?job=${job.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Open job DOM-ASK-1?' });
    await kept.user.click(within(dialog).getByRole('button', { name: 'Keep Current Job' }));
    await waitFor(() => expect(kept.currentPath()).toBe('/domestic'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue('IN-PROGRESS');
    cleanup();

    const opened = renderApp(`/domestic?job=${job.id}`);
    const again = await screen.findByRole('dialog', { name: 'Open job DOM-ASK-1?' });
    await opened.user.click(within(again).getByRole('button', { name: 'Open Saved Job' }));
    expect(await screen.findByText('Job Opened')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue('DOM-ASK-1');
  }, 60_000);

  it('says so when the job is not in the account, and leaves the job in progress', async () => {
    signInAs('premium');
    const first = renderApp('/domestic');
    await findDomesticPage();
    await first.user.type(screen.getByLabelText('Job Number'), 'STAYS-1');
    cleanup();

    const { currentPath } = renderApp('/domestic?job=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Job Not Opened')).toBeInTheDocument();
    expect(screen.getByText('That job was not found in your account.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/domestic'));
    expect(screen.getByLabelText('Job Number')).toHaveValue('STAYS-1');
  }, 60_000);

  it('a domestic job opened at a step calculator’s address opens on /domestic', async () => {
    signInAs('premium');
    const job = await saveDomesticJob('DOM-LINK-1', NATURAL_GAS);
    const { currentPath } = renderApp(`/commercial?job=${job.id}`);
    expect(await screen.findByText('Job Opened')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/domestic'));
    expect(screen.getByLabelText('Job Number')).toHaveValue('DOM-LINK-1');
  }, 60_000);
});
