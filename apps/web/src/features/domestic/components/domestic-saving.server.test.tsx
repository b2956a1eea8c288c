import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { JobSummary } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { serverFetch } from '../../../../test/server-fetch';
import { hardNavigate } from '../../../lib/hard-navigate';
import {
  findDomesticPage,
  group,
  region,
  setUpDomesticJob,
  typeReading,
  verdict,
} from '../test-support/domestic-steps';

// jsdom cannot navigate: the one stand-in. The server, database and engine are the real ones.
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(hardNavigate).mockClear();
});

const JOB = {
  'Job Number': 'DOM-1',
  'Customer Name': 'Mrs Patel',
  Location: '4 Mill Lane',
} as const;

/** A passed test on a new Natural Gas installation, the smell question answered. */
async function passedTest(user: UserEvent): Promise<void> {
  await findDomesticPage();
  for (const [label, value] of Object.entries(JOB)) {
    await user.type(screen.getByLabelText(label), value);
  }
  // The engineer's name and Gas Safe number come from the profile, or are typed here.
  for (const [label, value] of [
    ['Engineer Name', 'A. Engineer'],
    ['Gas Safe Number', '123456'],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  }
  await setUpDomesticJob(user, {
    gas: 'Natural Gas',
    installation: 'New',
    appliances: 'No',
    gauge: 'Water gauge (0.25 mbar)',
    pipes: [{ size: '15', length: '8' }],
    meter: 'E6/G4',
  });
  await typeReading(user, 'Pressure rise (mbar)', '0');
  await typeReading(user, 'Pressure drop (mbar)', '0');
  await user.click(within(group('Is there a smell of gas?')).getByRole('radio', { name: 'No' }));
  await waitFor(() => expect(verdict('Domestic test')).toBe('PASS'));
}

describe('saving a domestic job (decisions 0411, 0440, 0820)', () => {
  it('records the job and its Tightness Test on the account, then prints its report', async () => {
    signInAs('basic');
    const { user } = renderApp('/domestic');
    await passedTest(user);
    const card = region('Record and Certificate');
    await user.click(within(card).getByRole('button', { name: 'Record Test' }));
    expect(await within(card).findByText(/Saved to your account/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Record Test' })).toBeDisabled();

    const jobs = (await (await serverFetch('/api/jobs')).json()) as JobSummary[];
    const summary = jobs.find((job) => job.jobNumber === 'DOM-1');
    expect(summary).toMatchObject({
      calculatorType: 'domestic',
      customerName: 'Mrs Patel',
      tests: [expect.objectContaining({ testName: 'Tightness Test', testResult: 'PASS' })],
    });

    // Basic may print; the PDF needs Premium, said as on the step calculator.
    await user.click(within(card).getByRole('button', { name: 'Print Report' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1));
    expect(vi.mocked(hardNavigate).mock.calls[0]?.[0]).toMatch(/^\/api\/certificates\/PP-/);
    await user.click(within(card).getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText('Export PDF needs a Premium subscription.')).toBeInTheDocument();
  }, 60_000);

  it('a changed reading after recording asks to record the change', async () => {
    signInAs('premium');
    const { user } = renderApp('/domestic');
    await passedTest(user);
    const card = region('Record and Certificate');
    await user.click(within(card).getByRole('button', { name: 'Record Test' }));
    expect(await within(card).findByText(/Saved to your account/)).toBeInTheDocument();
    await typeReading(user, 'Pressure drop (mbar)', '0.1');
    expect(within(card).getByRole('button', { name: 'Record Changes' })).toBeEnabled();
  }, 60_000);

  it('waits for the five job details before recording', async () => {
    signInAs('premium');
    const { user } = renderApp('/domestic');
    await passedTest(user);
    await user.clear(screen.getByLabelText('Customer Name'));
    const card = region('Record and Certificate');
    expect(within(card).getByRole('button', { name: 'Record Test' })).toBeDisabled();
    expect(
      within(card).getAllByText(
        'Fill in the five job details first: they are printed on the test record.',
      ).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('a job typed signed out joins the account only when the engineer says so', async () => {
    const first = renderApp('/domestic');
    await findDomesticPage();
    await first.user.type(screen.getByLabelText('Job Number'), 'BEFORE-1');
    await first.user.click(within(group('Gas')).getByRole('radio', { name: 'Butane' }));
    cleanup();

    signInAs('premium');
    const { user } = renderApp('/domestic');
    await findDomesticPage();
    expect(
      await screen.findByText(
        'A domestic job (BEFORE-1) was typed on this device before you signed in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue That Job' }));
    expect(screen.getByLabelText('Job Number')).toHaveValue('BEFORE-1');
    expect(within(group('Gas')).getByRole('radio', { name: 'Butane' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Continue That Job' })).not.toBeInTheDocument();
  }, 60_000);
});
