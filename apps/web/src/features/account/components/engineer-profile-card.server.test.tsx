import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { serverFetch } from '../../../../test/server-fetch';
import { switchServer } from '../../../../test/setup-api';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';

/**
 * The engineer profile (decision 0406) against the real server: saved on the account page by a
 * Free engineer, then found in a new commercial job — from the device's copy when the server
 * cannot be reached, and again after Clear All Data.
 */

beforeEach(() => localStorage.clear());

const section = (name: string) => screen.getByRole('region', { name });

async function saveProfileOnAccountPage() {
  const { user } = renderApp('/account');
  const card = await screen.findByRole('region', { name: 'Engineer profile' });
  const form = within(card);
  await user.type(await form.findByLabelText('Engineer Name'), 'Pat Profile');
  await user.type(form.getByLabelText('Gas Safe Number'), '654321');
  await user.selectOptions(form.getByLabelText('Default gauge type'), 'electronic01');
  await user.selectOptions(form.getByLabelText('Default test medium'), 'Gas');
  await user.click(form.getByRole('button', { name: 'Save Profile' }));
  expect(await screen.findByText('Engineer Profile Saved')).toBeInTheDocument();
}

function expectPrefilled() {
  const details = within(section('Job Details'));
  expect(details.getByLabelText('Engineer Name')).toHaveValue('Pat Profile');
  expect(details.getByLabelText('Gas Safe Number')).toHaveValue('654321');
}

describe('engineer profile', () => {
  it('a Free engineer saves it and reads it back from the server', async () => {
    await signUpFreshAccount('profile-card');
    await saveProfileOnAccountPage();
    // Inside act: the saved toast is still settling on the page meanwhile (test/server-fetch.ts).
    const response = await serverFetch('/api/profile');
    expect(await response.json()).toEqual({
      engineerName: 'Pat Profile',
      gasSafeNumber: '654321',
      defaultGaugeType: 'electronic01',
      defaultTestMedium: 'Gas',
    });
    cleanup();
    renderApp('/account');
    const card = await screen.findByRole('region', { name: 'Engineer profile' });
    expect(await within(card).findByLabelText('Engineer Name')).toHaveValue('Pat Profile');
    expect(within(card).getByLabelText('Default test medium')).toHaveValue('Gas');
  });

  it('fills a new job, offline from the device copy, and again after Clear All Data', async () => {
    await signUpFreshAccount('profile-prefill');
    await saveProfileOnAccountPage();
    cleanup();

    // No signal: the device still knows the engineer and their profile.
    switchServer('unreachable');
    const { user } = renderApp('/commercial');
    await screen.findByRole('heading', { level: 1, name: 'Commercial Calculator' });
    await screen.findByDisplayValue('Pat Profile');
    expectPrefilled();

    await user.type(within(section('Job Details')).getByLabelText('Job Number'), 'J-1');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Clear All Data' }));
    expect(await screen.findByText('Data Reset')).toBeInTheDocument();
    await screen.findByDisplayValue('Pat Profile');
    expectPrefilled();
    // The next job number is offered (decision 0449); the profile fills the new job again.
    expect(within(section('Job Details')).getByLabelText('Job Number')).toHaveValue('J-2');
  });
});
