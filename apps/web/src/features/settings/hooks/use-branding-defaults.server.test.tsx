import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { inject } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { USER_QUERY_KEY } from '../../../lib/session';
import { COMPANY_BRANDING_QUERY_KEY } from '../api/company-branding-query';
import { signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { useBrandingDefaults } from './use-branding-defaults';
import { serverFetch } from '../../../../test/server-fetch';

function renderDefaults() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={client}>{children}</Providers>
  );
  return { client, ...renderHook(() => useBrandingDefaults(), { wrapper }) };
}

describe('useBrandingDefaults (for the calculators’ job details)', () => {
  it('gives a Professional user’s saved engineer name and Gas Safe number', async () => {
    const account = await signUpFreshAccount('branding-defaults');
    await runAdmin(inject('servers').standard, 'set-tier', account.email, 'professional');
    const saved = await serverFetch('/api/company-branding', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Acme',
        engineerName: 'Jo Fitter',
        gasSafeNumber: '123456',
      }),
    });
    expect(saved.status).toBe(200);
    const { result } = renderDefaults();
    await waitFor(() =>
      expect(result.current).toEqual({ engineerName: 'Jo Fitter', gasSafeNumber: '123456' }),
    );
  });

  it('is null for a Professional user who saved none', async () => {
    const account = await signUpFreshAccount('branding-no-defaults');
    await runAdmin(inject('servers').standard, 'set-tier', account.email, 'professional');
    const { result, client } = renderDefaults();
    // Once the branding has been read, it is still null.
    await waitFor(() =>
      expect(client.getQueryState(COMPANY_BRANDING_QUERY_KEY)?.status).toBe('success'),
    );
    expect(client.getQueryData(COMPANY_BRANDING_QUERY_KEY)).toMatchObject({ engineerName: '' });
    expect(result.current).toBeNull();
  });

  it('is null for a Premium user, without asking the server', async () => {
    signInAs('premium');
    const { result, client } = renderDefaults();
    await waitFor(() => expect(client.getQueryState(USER_QUERY_KEY)?.status).toBe('success'));
    expect(client.getQueryState(COMPANY_BRANDING_QUERY_KEY)?.fetchStatus ?? 'idle').toBe('idle');
    expect(client.getQueryState(COMPANY_BRANDING_QUERY_KEY)?.dataUpdatedAt ?? 0).toBe(0);
    expect(result.current).toBeNull();
  });
});
