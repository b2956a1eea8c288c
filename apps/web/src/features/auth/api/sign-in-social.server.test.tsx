import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Providers } from '../../../app/providers';
import { remembersSignedOut, rememberSignedOut } from '../../../lib/device/device-storage';
import { takeProviderSignIn } from '../../../lib/session-hint';
import { createQueryClient } from '../../../lib/query-client';
import { holdRequests } from '../../../../test/hold-requests';
import { useSignInSocial } from './sign-in-social';

function renderSignInSocial() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={client}>{children}</Providers>
  );
  return renderHook(() => useSignInSocial(), { wrapper }).result;
}

describe('useSignInSocial', () => {
  it('forgets that nobody was signed in as a provider sign-in starts (decision 0886)', async () => {
    // The server's last answer on this device: nobody. A page opened from it draws signed out.
    rememberSignedOut();
    const result = renderSignInSocial();
    act(() =>
      result.current.mutate({ provider: 'oidc', callbackURL: '/', errorCallbackURL: '/sign-in' }),
    );
    // This test server has no provider, so it refuses; the device has already forgotten.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(remembersSignedOut()).toBe(false);
  });

  it('marks the tab for the provider’s return, and unmarks it when the sign-in is refused (0887)', async () => {
    const asked = holdRequests('POST', '/api/auth/sign-in/social');
    const result = renderSignInSocial();
    act(() =>
      result.current.mutate({ provider: 'oidc', callbackURL: '/', errorCallbackURL: '/sign-in' }),
    );
    // Written in the tab's storage before the server was asked for the provider's page…
    await waitFor(() => expect(asked.count()).toBe(1));
    expect(sessionStorage.getItem('pipeproof.provider-sign-in.v1')).not.toBeNull();
    asked.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    // …and, the browser going nowhere, not left for the tab's next load.
    expect(takeProviderSignIn()).toBe(false);
  });
});
