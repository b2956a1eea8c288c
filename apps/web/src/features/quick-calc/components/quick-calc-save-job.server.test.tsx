import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { FEATURE_GATE_MESSAGES, type Job, type JobSummary } from '@pipeproof/contracts';
import { renderApp, signInAs } from '../../../../test/render-app';
import { serverFetch } from '../../../../test/server-fetch';
import { hardNavigate } from '../../../lib/hard-navigate';
import { runAdmin } from '../../../../test/real-server';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { goBackFromTimerQuestion, recordAnyway } from '../../../../test/timer-question';
import { CERTIFICATE_NOT_READY } from '../../calculator-core';
import {
  card,
  clearDevice,
  fillProject,
  findPage,
  getTestResultsButton,
  setPipes,
} from '../test-support/quick-calc-steps';
import { fillTightness } from '../test-support/tightness-form';

// jsdom cannot navigate: the one stand-in. Everything else is the real server.
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

beforeEach(() => {
  clearDevice();
  vi.mocked(hardNavigate).mockClear();
});

async function savedJob(jobNumber: string): Promise<Job | null> {
  const list = (await (await serverFetch('/api/jobs')).json()) as JobSummary[];
  const summary = list.find((job) => job.jobNumber === jobNumber);
  if (!summary) return null;
  return (await (await serverFetch(`/api/jobs/${summary.id}`)).json()) as Job;
}

/** /calc with a tightness result, its drop entered (0: PASS) and the job's three details. */
async function resultWithDetails(reference: string, mop = '21') {
  const view = renderApp('/calc');
  const { user } = view;
  await findPage();
  await fillTightness(user);
  const project = screen.getByRole('region', { name: 'Project Information' });
  const referenceField = within(project).getByLabelText(/Project Reference/);
  await user.clear(referenceField);
  await user.type(referenceField, reference);
  const mopField = within(project).getByLabelText('Maximum Operating Pressure (MOP), mbar');
  await user.clear(mopField);
  await user.type(mopField, mop);
  await user.click(getTestResultsButton());
  const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
  await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
  return { ...view, save: await fillJobDetails(user) };
}

/** The three details 'Save as Job' asks for; its card. */
async function fillJobDetails(user: UserEvent): Promise<HTMLElement> {
  const save = screen.getByRole('region', { name: 'Save as Job' });
  await user.type(within(save).getByLabelText('Customer Name'), 'Mill Lane Bakery');
  await user.type(within(save).getByLabelText('Gas Safe Number'), '654321');
  await user.type(within(save).getByLabelText('Location'), 'Mill Lane, York');
  return save;
}

describe('/calc saved as a job (decision 0439)', () => {
  it('Save as Job puts the job and its test record on the account; Print Report (Basic) prints the server’s certificate', async () => {
    signInAs('basic');
    const reference = `QC-${crypto.randomUUID().slice(0, 8)}`;
    const { user, save } = await resultWithDetails(reference);
    expect(within(save).getByRole('status')).toHaveTextContent('Not saved to your account yet');

    await user.click(within(save).getByRole('button', { name: 'Save as Job' }));
    // The timer was not run: asked first, as on the step calculators (decision 0921).
    await recordAnyway(user);
    await waitFor(() =>
      expect(within(save).getByRole('status')).toHaveTextContent('Saved to your account'),
    );
    expect(within(save).getByRole('link', { name: 'Your jobs' })).toHaveAttribute(
      'href',
      '/account',
    );
    const job = await savedJob(reference);
    expect(job).toMatchObject({
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber: reference,
        customerName: 'Mill Lane Bakery',
        engineerName: 'Sam Fitter',
        gasSafeNumber: '654321',
        location: 'Mill Lane, York',
      },
    });
    // The server's own verdict from the saved calculation and reading.
    expect(job?.testRecords.map((r) => [r.testName, r.testResult, r.timedInApp])).toEqual([
      ['Tightness Test', 'PASS', false],
    ]);

    await user.click(
      within(save).getByRole('button', { name: `Print Report for job ${reference}` }),
    );
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    const url = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^\/api\/certificates\/PP-/);
    const html = await (await serverFetch(url)).text();
    expect(html).toContain(reference);
    expect(html).toContain('Mill Lane Bakery');
    // Pressing again sends nothing new: the same job, the one record.
    expect((await savedJob(reference))?.testRecords).toHaveLength(1);

    // Another reading is another result: not on the account until it is saved.
    const results = screen.getByRole('region', { name: 'Tightness Test Results' });
    const drop = within(results).getByLabelText(/Actual pressure drop/);
    await user.clear(drop);
    await user.type(drop, '1');
    expect(within(save).getByRole('status')).toHaveTextContent('Not saved to your account yet');
  });

  it('Export PDF (Premium) saves the job first, waits for the account, then downloads — one tap and the timer question', async () => {
    signInAs('premium');
    const reference = `QCP-${crypto.randomUUID().slice(0, 8)}`;
    const { user, save } = await resultWithDetails(reference);
    await user.click(within(save).getByRole('button', { name: `Export PDF for job ${reference}` }));
    await recordAnyway(user);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    const url = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^\/api\/certificates\/PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\/pdf$/);
    expect(await screen.findByText('PDF Generated')).toBeInTheDocument();
    expect((await savedJob(reference))?.testRecords).toHaveLength(1);
    const pdf = await serverFetch(url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('a save the server refuses is listed, above the upgrade card once the plan is read again, and no certificate is issued while it is listed (0920, 0924, 0926)', async () => {
    // A fresh account, so lowering its tier cannot disturb other tests.
    const { email } = await signUpFreshAccount('quick-calc-refused');
    const server = inject('servers').standard;
    await runAdmin(server, 'set-tier', email, 'premium');
    const { user } = renderApp('/calc');
    await findPage();
    const reference = `QCR-${crypto.randomUUID().slice(0, 8)}`;
    await fillProject(user, {
      reference,
      engineer: 'Fresh Engineer',
      operation: 'Tightness Testing',
      mop: '21',
    });
    // 100 mm: Premium's, above Basic's 80 mm.
    await setPipes(user, [{ size: '100', length: '5' }]);
    const parameters = card('Test Parameters');
    await user.click(within(parameters).getByRole('radio', { name: /2 decimal places/ }));
    await user.click(within(parameters).getByRole('radio', { name: 'Air' }));
    await user.click(getTestResultsButton());
    const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await fillJobDetails(user);

    // The plan ends before the job is saved: the server refuses it, and the page reads the plan
    // again. The upgrade card takes the result's place; what was refused stays listed above it.
    await act(() => runAdmin(server, 'set-tier', email, 'basic'));
    await user.click(
      within(screen.getByRole('region', { name: 'Save as Job' })).getByRole('button', {
        name: 'Save as Job',
      }),
    );
    await recordAnyway(user);
    const panel = screen.getByRole('region', { name: 'Results' });
    expect(
      await within(panel).findByRole('region', { name: 'Upgrade Required' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Save as Job' })).toBeNull();
    const listed = await within(panel).findByRole('region', {
      name: 'Not Saved to Your Account',
    });
    // Every save of the job answered: the job's and the record's refusals both listed.
    await waitFor(() =>
      expect(within(listed).getAllByRole('button', { name: /^Dismiss/ })).toHaveLength(2),
    );

    // Premium again, the page opened afresh: the result and its card are back, with the list.
    await act(() => runAdmin(server, 'set-tier', email, 'premium'));
    cleanup();
    renderApp('/calc');
    const save = await screen.findByRole('region', { name: 'Save as Job' });
    expect(within(save).getByRole('region', { name: 'Not Saved to Your Account' })).toBeVisible();
    expect(within(save).getByRole('status')).toHaveTextContent(/^Not saved to your account$/);
    const print = within(save).getByRole('button', { name: `Print Report for job ${reference}` });
    await user.click(print);
    expect(await screen.findByText(CERTIFICATE_NOT_READY.refused)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();

    // The job's refusal dismissed (the one with the reason), the job is not on the account: the
    // next press sends it again (0920) with its record. The record's refusal ('The job this test
    // belongs to was not saved.') then leaves the list by itself (0926), and the certificate is
    // issued.
    const refusals = within(save).getByRole('region', { name: 'Not Saved to Your Account' });
    await user.click(within(refusals).getByRole('button', { name: `Dismiss: Job ${reference}` }));
    expect(within(save).getByRole('status')).toHaveTextContent(/^Not saved to your account yet$/);
    await user.click(print);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1));
    expect(within(save).queryByRole('region', { name: 'Not Saved to Your Account' })).toBeNull();
    expect(within(save).getByRole('status')).toHaveTextContent(/^Saved to your account$/);
  }, 60_000);

  it('Go Back from the timer question saves nothing and lets the held Print Report go (0921)', async () => {
    signInAs('basic');
    const reference = `QCG-${crypto.randomUUID().slice(0, 8)}`;
    const { user, save } = await resultWithDetails(reference);
    const print = within(save).getByRole('button', { name: `Print Report for job ${reference}` });
    await user.click(print);
    await goBackFromTimerQuestion(user);
    expect(within(save).getByRole('status')).toHaveTextContent('Not saved to your account yet');
    // The buttons are idle again, not waiting for a save that will not come.
    expect(
      within(save).getByRole('button', { name: `Print Report for job ${reference}` }),
    ).toHaveTextContent('Print Report');
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(await savedJob(reference)).toBeNull();
  });

  it('a Free engineer pressing Print Report meets the card naming Basic; nothing is saved', async () => {
    signInAs('free');
    const reference = `QCF-${crypto.randomUUID().slice(0, 8)}`;
    const { user, save } = await resultWithDetails(reference);
    await user.click(
      within(save).getByRole('button', { name: `Print Report for job ${reference}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveAccessibleDescription(FEATURE_GATE_MESSAGES.printReport);
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Basic' })).toHaveAttribute(
      'href',
      '/subscribe?tier=basic&returnTo=%2Fcalc',
    );
    expect(within(save).getByRole('status')).toHaveTextContent('Not saved to your account yet');
    expect(await savedJob(reference)).toBeNull();
  });

  it('a job outside IGE/UP/1A as entered says why beside the buttons; a press saves and issues nothing (0892)', async () => {
    signInAs('premium');
    const reference = `QCM-${crypto.randomUUID().slice(0, 8)}`;
    const { user, save } = await resultWithDetails(reference, '500');
    const bar =
      'This job cannot be certified: The operating pressure of 500 mbar exceeds the 40 mbar limit of IGE/UP/1A. Use the Industrial Calculator (IGE/UP/1).';
    expect(within(save).getByText(bar)).toBeVisible();
    const pdf = within(save).getByRole('button', { name: `Export PDF for job ${reference}` });
    expect(pdf).toHaveAccessibleDescription(bar);
    await user.click(pdf);
    await waitFor(() => expect(screen.getAllByText(bar)).toHaveLength(2));
    expect(within(save).getByRole('status')).toHaveTextContent('Not saved to your account yet');
    expect(await savedJob(reference)).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('without the job details nothing is saved, and the press says what is missing', async () => {
    signInAs('basic');
    const { user } = renderApp('/calc');
    await findPage();
    await fillTightness(user);
    await user.click(getTestResultsButton());
    const results = await screen.findByRole('region', { name: 'Tightness Test Results' });
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    const save = screen.getByRole('region', { name: 'Save as Job' });
    await user.click(within(save).getByRole('button', { name: 'Save as Job' }));
    expect(
      await screen.findByText(
        "Enter the customer name, Gas Safe number and location under 'Save as Job' first.",
      ),
    ).toBeInTheDocument();
    expect(within(save).getByRole('status')).toHaveTextContent('Not saved to your account yet');
  });
});
