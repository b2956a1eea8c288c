import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Providers } from '../../../app/providers';
import { remembersSignedOut, rememberSignedOut } from '../../../lib/device/device-storage';
import { createQueryClient } from '../../../lib/query-client';
import { useSignInSocial } from './sign-in-social';

describe('useSignInSocial', () => {
  it('forgets that nobody was signed in as a provider sign-in starts (decision 0886)', async () => {
    // The server's last answer on this device: nobody. A page opened from it draws signed out.
    rememberSignedOut();
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={client}>{children}</Providers>
    );
    const { result } = renderHook(() => useSignInSocial(), { wrapper });
    act(() =>
      result.current.mutate({ provider: 'oidc', callbackURL: '/', errorCallbackURL: '/sign-in' }),
    );
    // This test server has no provider, so it refuses; the device has already forgotten.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(remembersSignedOut()).toBe(false);
  });
});
