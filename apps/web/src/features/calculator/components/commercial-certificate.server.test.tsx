import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, inject, vi } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { dismissAllRefusals } from '../../../../test/refused-saves';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { hardNavigate } from '../../../lib/hard-navigate';
import { CERTIFICATE_NOT_READY } from '../../calculator-core';
import {
  clearDevice,
  fillPressureSetup,
  findPage,
  openSection,
  recordAnyway,
  section,
  setUpJob,
} from '../test-support/calculator-steps';
import { CALCULATION_MESSAGES } from '../model/calculation-messages';
import { serverFetch } from '../../../../test/server-fetch';

// jsdom cannot navigate: the one stand-in. The server, database and engine are the real ones.
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

beforeEach(() => {
  clearDevice();
  vi.mocked(hardNavigate).mockClear();
});

/** A strength test calculated for a new installation, its results on screen. */
async function strengthResults(
  user: UserEvent,
  mop = '21',
  pipe = { size: '25', length: '12' },
): Promise<HTMLElement> {
  await setUpJob(user, {
    installation: 'New Installation',
    test: 'Strength Test',
    roomVolume: '25',
    pipes: [pipe],
  });
  await fillPressureSetup(user, { mop });
  await user.click(screen.getByRole('button', { name: 'Calculate Strength Test' }));
  await screen.findByRole('region', { name: 'Strength Test' });
  return section('Results');
}

/** Every certificate button is idle again and the job is on the account: nothing still to land. */
async function buttonsSettled(): Promise<void> {
  await waitFor(() => {
    const buttons = screen.getAllByRole('button', { name: /^(Print Report|Export PDF)$/ });
    for (const button of buttons) expect(button).toBeEnabled();
    expect(screen.getByText('Saved to your account')).toBeInTheDocument();
  });
}

describe('certificates from the results card (product.md §2, decision 0430)', () => {
  it('Export PDF records the result, waits for the account to have it, then issues the PDF', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user);
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');

    // No 'Save Test Record' first: the button does it (asking first: the timer was not run).
    await user.click(await within(results).findByRole('button', { name: 'Export PDF' }));
    await recordAnyway(user);
    expect(await screen.findByText('PDF Generated')).toBeInTheDocument();
    await buttonsSettled();
    const url = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^\/api\/certificates\/PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\/pdf$/);
    expect(within(results).getByText('Strength Test saved to the completed tests.')).toBeVisible();
    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    expect(within(completed).getByText('Strength Test')).toBeVisible();

    // The certificate the server issued carries the recorded strength test and its verdict.
    const number = decodeURIComponent(url.split('/')[3] ?? '');
    // Inside act: the toasts' own timers may still update the page meanwhile.
    const verified = (await (await serverFetch(`/api/verify/${number}`)).json()) as {
      tests: { testName: string; testResult: string }[];
    };
    expect(verified.tests).toEqual([
      expect.objectContaining({ testName: 'Strength Test', testResult: 'PASS' }),
    ]);
    // The list under Completed Tests and the results card issue the same certificate again.
    await user.click(await within(completed).findByRole('button', { name: 'Print Report' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(2));
    await buttonsSettled();
    expect(vi.mocked(hardNavigate).mock.calls[1]?.[0]).toBe(
      `/api/certificates/${encodeURIComponent(number)}`,
    );
  }, 60_000);

  it('Go Back from the timer question issues nothing and records nothing', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user);
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await user.click(await within(results).findByRole('button', { name: 'Print Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record without the timer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    // The press is let go: both buttons can be pressed again.
    expect(await within(results).findByRole('button', { name: 'Print Report' })).toBeEnabled();
    expect(within(results).getByRole('button', { name: 'Export PDF' })).toBeEnabled();
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
  });

  it('a result whose inputs changed is neither recorded nor certified until recalculated (0916)', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user);
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    // The MOP changes after calculating: the test pressure shown is no longer this job's.
    const mop = within(await openSection(user, 'Test Setup')).getByLabelText(
      'Maximum Operating Pressure (MOP), mbar',
    );
    await user.clear(mop);
    await user.type(mop, '30');
    expect(within(results).getByText(/inputs have changed/)).toBeVisible();

    const { inputsChanged } = CALCULATION_MESSAGES;
    await user.click(within(results).getByRole('button', { name: 'Save Test Record' }));
    expect(await screen.findByText(inputsChanged.title)).toBeInTheDocument();
    expect(screen.getByText(inputsChanged.description)).toBeInTheDocument();
    // The certificate buttons say it in their own toast ('Error', as for any result not ready).
    await user.click(within(results).getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    // The chain does not move on with the result either: the strength test stays on screen.
    await user.click(within(results).getByRole('button', { name: 'Start Tightness Test' }));
    expect(screen.getByRole('region', { name: 'Strength Test' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Tightness Test' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Record without the timer?' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();

    // Recalculated, the result is the new inputs' and is recorded as usual.
    await user.click(within(results).getByRole('button', { name: 'Recalculate' }));
    await waitFor(() => expect(screen.queryByText(/inputs have changed/)).toBeNull());
    await user.type(within(section('Results')).getByLabelText(/Actual pressure drop/), '0');
    await user.click(screen.getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);
    const completed = await screen.findByRole('region', { name: 'Completed Tests' });
    expect(within(completed).getByText('Strength Test')).toBeVisible();
  }, 60_000);

  it('a result without its readings is not certified, and nothing is recorded', async () => {
    signInAs('premium');
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user);
    await user.click(await within(results).findByRole('button', { name: 'Print Report' }));
    expect(await screen.findByText(CERTIFICATE_NOT_READY.pending)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
  });

  it('a job outside IGE/UP/1A as entered says why beside the buttons; a press records and issues nothing (0892)', async () => {
    // Free: the reason comes before any plan's gate, since no plan would give this certificate.
    signInAs('free');
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user, '500');
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    const bar =
      'This job cannot be certified: The operating pressure of 500 mbar exceeds the 40 mbar limit of IGE/UP/1A. Use the Industrial Calculator (IGE/UP/1).';
    const print = await within(results).findByRole('button', { name: 'Print Report' });
    expect(within(results).getByText(bar)).toBeVisible();
    expect(print).toHaveAccessibleDescription(bar);
    // Below the plan a press would open the upgrade card; not for a job no plan would certify.
    expect(print).not.toHaveAttribute('aria-haspopup');
    expect(within(results).getByRole('button', { name: 'Export PDF' })).toHaveAccessibleDescription(
      bar,
    );

    await user.click(print);
    // Said again in the toast; no upgrade card, nothing recorded, nothing issued.
    await waitFor(() => expect(screen.getAllByText(bar)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('a Basic engineer may print but meets the Premium message for a PDF, before anything is recorded', async () => {
    signInAs('basic');
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user);
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await user.click(await within(results).findByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText('Export PDF needs a Premium subscription.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completed Tests' })).not.toBeInTheDocument();
  });

  it('while a refused result of the job is listed, no certificate is issued without it (0920)', async () => {
    const account = await signUpFreshAccount('refused-record');
    const server = inject('servers').standard;
    await runAdmin(server, 'set-tier', account.email, 'premium');
    const { user } = renderApp('/commercial');
    await findPage();
    // 100 mm: Premium's, above Basic's 80 mm.
    const results = await strengthResults(user, '21', { size: '100', length: '5' });
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await user.click(within(results).getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);
    await buttonsSettled();

    // The plan ends with the test repeated on this page: the server refuses the second record.
    await act(() => runAdmin(server, 'set-tier', account.email, 'basic'));
    await user.click(within(results).getByRole('button', { name: 'Repeat Test' }));
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await user.click(within(results).getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);
    await screen.findByRole('region', { name: 'Not Saved to Your Account' });
    // The header says so too: the account's job is not the one on screen.
    await waitFor(() => expect(screen.getByText('Not saved to your account')).toBeInTheDocument());
    // The page learns the plan the server refused it under, without a reload (decision 0924).
    expect(await screen.findByRole('link', { name: 'Basic plan — account' })).toBeInTheDocument();

    // Basic may print, but the account's job lacks the repeated test: nothing is issued.
    const completed = screen.getByRole('region', { name: 'Completed Tests' });
    await user.click(within(completed).getByRole('button', { name: 'Print Report' }));
    expect(await screen.findByText(CERTIFICATE_NOT_READY.refused)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();

    // Read and dismissed, the engineer may issue it without the refused result.
    await dismissAllRefusals(user, document.body);
    expect(screen.getByText('Saved to your account')).toBeInTheDocument();
    await user.click(within(completed).getByRole('button', { name: 'Print Report' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledTimes(1));
  }, 60_000);

  it('a job whose only record was refused, dismissed, is refused in the server’s words, not as a failure to retry', async () => {
    const account = await signUpFreshAccount('refused-only-record');
    const server = inject('servers').standard;
    await runAdmin(server, 'set-tier', account.email, 'premium');
    const { user } = renderApp('/commercial');
    await findPage();
    // The job reaches the account with its result (100 mm: Premium's) …
    const results = await strengthResults(user, '21', { size: '100', length: '5' });
    await waitFor(() => expect(screen.getByText('Saved to your account')).toBeInTheDocument());
    // … and the plan ends before its test is recorded: the server refuses the record.
    await act(() => runAdmin(server, 'set-tier', account.email, 'basic'));
    await user.type(within(results).getByLabelText(/Actual pressure drop/), '0');
    await user.click(within(results).getByRole('button', { name: 'Save Test Record' }));
    await recordAnyway(user);
    await screen.findByRole('region', { name: 'Not Saved to Your Account' });
    // Every save of the job answered (the job's and the record's refusals both listed).
    await waitFor(() => expect(screen.getByText('Not saved to your account')).toBeInTheDocument());
    await dismissAllRefusals(user, document.body);

    const completed = screen.getByRole('region', { name: 'Completed Tests' });
    await user.click(within(completed).getByRole('button', { name: 'Print Report' }));
    expect(
      await screen.findByText(
        'Record at least one completed test on this job before issuing a certificate.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to generate certificate. Please try again.')).toBeNull();
    expect(hardNavigate).not.toHaveBeenCalled();
  }, 60_000);

  it('signed out, the results card says how to get a certificate', async () => {
    const { user } = renderApp('/commercial');
    await findPage();
    const results = await strengthResults(user);
    expect(
      within(results).getByText(
        'Sign in to save this job to your account and issue its certificate.',
      ),
    ).toBeVisible();
    expect(within(results).queryByRole('button', { name: 'Export PDF' })).not.toBeInTheDocument();
  });
});

describe('engineer defaults (product.md §3 Job details)', () => {
  it('a Professional company’s default engineer fills an empty job once; cleared fields stay cleared', async () => {
    const account = await signUpFreshAccount('engineer-prefill');
    await runAdmin(inject('servers').standard, 'set-tier', account.email, 'professional');
    const saved = await serverFetch('/api/company-branding', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Acme Gas',
        engineerName: 'Jo Fitter',
        gasSafeNumber: '555111',
      }),
    });
    expect(saved.status).toBe(200);
    const { user } = renderApp('/commercial');
    await findPage();
    await waitFor(() => expect(screen.getByLabelText('Engineer Name')).toHaveValue('Jo Fitter'));
    expect(screen.getByLabelText('Gas Safe Number')).toHaveValue('555111');

    await user.clear(screen.getByLabelText('Engineer Name'));
    await user.clear(screen.getByLabelText('Gas Safe Number'));
    await user.type(screen.getByLabelText('Job Number'), 'J-77');
    expect(screen.getByLabelText('Engineer Name')).toHaveValue('');
    expect(screen.getByLabelText('Gas Safe Number')).toHaveValue('');
  });

  it('a Premium engineer’s job details are never prefilled', async () => {
    signInAs('premium');
    renderApp('/commercial');
    await findPage();
    await screen.findByRole('link', { name: /account/ });
    expect(screen.getByLabelText('Engineer Name')).toHaveValue('');
  });
});
