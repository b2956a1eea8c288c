import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { COMPANY_BRANDING_QUERY_KEY } from '../../settings';
import { renderApp, signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { card, clearDevice, fillProject, findPage } from '../test-support/quick-calc-steps';
import { serverFetch } from '../../../../test/server-fetch';

beforeEach(clearDevice);
afterEach(() => vi.restoreAllMocks());

/** A new Professional account whose company saved a default engineer (branding is per user). */
async function signUpProfessionalWithEngineer(prefix: string, engineerName: string) {
  const account = await signUpFreshAccount(prefix);
  await runAdmin(inject('servers').standard, 'set-tier', account.email, 'professional');
  const saved = await serverFetch('/api/company-branding', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyName: 'Acme Gas', engineerName, gasSafeNumber: '123456' }),
  });
  expect(saved.status).toBe(200);
}

const engineerField = () => within(card('Project Information')).getByLabelText(/Engineer Name/);

describe('/calc engineer name from Company Settings (product.md §3, Professional)', () => {
  it('fills an empty engineer name with the company’s default engineer', async () => {
    await signUpProfessionalWithEngineer('quick-calc-prefill', 'Jo Fitter');
    renderApp('/calc');
    await findPage();
    await waitFor(() => expect(engineerField()).toHaveValue('Jo Fitter'));
    expect(within(card('Project Information')).getByLabelText(/Project Reference/)).toHaveValue('');
  });

  it('does not refill a name cleared on purpose, and never overwrites one typed', async () => {
    await signUpProfessionalWithEngineer('quick-calc-prefill-typed', 'Jo Fitter');
    const first = renderApp('/calc');
    await findPage();
    await waitFor(() => expect(engineerField()).toHaveValue('Jo Fitter'));
    // The fill happens once, when the branding arrives: clearing the name does not bring it back.
    await first.user.clear(engineerField());
    expect(engineerField()).toHaveValue('');
    await fillProject(first.user, { engineer: 'Sam Fitter' });
    cleanup();

    // Back on the page, the form restored from the device: once the branding has been read
    // again, the typed name is still there.
    const { queryClient } = renderApp('/calc');
    await findPage();
    await waitFor(() =>
      expect(queryClient.getQueryState(COMPANY_BRANDING_QUERY_KEY)).toMatchObject({
        status: 'success',
        fetchStatus: 'idle',
      }),
    );
    expect(engineerField()).toHaveValue('Sam Fitter');
  });

  it('leaves a Premium engineer’s name empty (no company branding below Professional)', async () => {
    signInAs('premium');
    renderApp('/calc');
    await findPage();
    expect(engineerField()).toHaveValue('');
  });
});
