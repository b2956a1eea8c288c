import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { DEVICE_OWNER } from '../../../lib/device/device-storage';
import { draftStorageKey } from '../storage/draft-storage';
import { clearDevice, findPage, JOB, storedDraft } from '../test-support/calculator-steps';

beforeEach(clearDevice);

/** A job typed on /commercial while nobody is signed in, left on the device. */
async function typeJobSignedOut(jobNumber: string, customer: string): Promise<void> {
  const { user } = renderApp('/commercial');
  await findPage();
  await user.type(screen.getByLabelText('Job Number'), jobNumber);
  await user.type(screen.getByLabelText('Customer Name'), customer);
  cleanup();
  expect(localStorage.getItem(draftStorageKey(DEVICE_OWNER, 'commercial'))).toContain(customer);
}

// Decision 0440: a job typed signed out belongs to the device; the account is asked.
describe('the job typed on this device before signing in', () => {
  it('is offered to the engineer who signs in, and kept becomes their job in progress', async () => {
    await typeJobSignedOut('DEV-1', 'Harbour Chippy');
    signInAs('premium');
    const { user } = renderApp('/commercial');
    const dialog = await screen.findByRole('dialog', { name: 'Keep this job in your account?' });
    expect(dialog).toHaveTextContent(
      'Job DEV-1 for Harbour Chippy was typed on this device before you signed in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep in My Account' }));
    expect(screen.getByLabelText('Job Number')).toHaveValue('DEV-1');
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Harbour Chippy');
    await waitFor(() => expect(storedDraft('commercial')).toContain('Harbour Chippy'));
    expect(localStorage.getItem(draftStorageKey(DEVICE_OWNER, 'commercial'))).toBeNull();
  });

  it('left on the device, stays the device’s and is not offered to that engineer again', async () => {
    await typeJobSignedOut('DEV-2', 'Quayside Café');
    signInAs('basic');
    const first = renderApp('/commercial');
    const dialog = await screen.findByRole('dialog', { name: 'Keep this job in your account?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Leave on This Device' }));
    expect(screen.getByLabelText('Job Number')).toHaveValue('');
    cleanup();

    signInAs('basic');
    renderApp('/commercial');
    await screen.findByRole('link', { name: /Basic plan/ });
    await findPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKey(DEVICE_OWNER, 'commercial'))).toContain(
      'Quayside Café',
    );
  });

  it('says so when keeping it would replace the engineer’s own job in progress', async () => {
    signInAs('professional');
    const own = renderApp('/commercial');
    await own.user.type(await screen.findByLabelText('Job Number'), JOB['Job Number']);
    await waitFor(() => expect(storedDraft('commercial')).toContain(JOB['Job Number']));
    cleanup();
    // Signed out (the account's work sealed), someone types a job on the device.
    signInAs('professional');
    localStorage.setItem(
      draftStorageKey(DEVICE_OWNER, 'commercial'),
      JSON.stringify({
        version: 1,
        savedAt: '2026-11-24T10:00:00.000Z',
        draft: JSON.parse(storedDraft('commercial') ?? '{}').draft,
      }).replace(JOB['Job Number'], 'DEV-3'),
    );
    renderApp('/commercial');
    const dialog = await screen.findByRole('dialog', { name: 'Keep this job in your account?' });
    expect(dialog).toHaveTextContent(
      `Keeping it replaces your job in progress here (Job ${JOB['Job Number']}).`,
    );
  });
});
