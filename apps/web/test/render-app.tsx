import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { inject } from 'vitest';
import { Providers } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { createQueryClient } from '../src/lib/query-client';
import type { TestAccount, TestAccountKey, TestServerName } from './api-context';
import { cookieJar, switchServer } from './setup-api';

/** The run's account (made in global-setup.ts), still signed out. */
export function accountFor(key: TestAccountKey, server: TestServerName = 'standard'): TestAccount {
  const account = inject('servers')[server].accounts[key];
  if (!account) throw new Error(`global-setup.ts made no '${key}' account on the ${server} server`);
  return account;
}

/** Signs the next render in as that account (on the standard server unless told otherwise). */
export function signInAs(key: TestAccountKey, server: TestServerName = 'standard'): TestAccount {
  switchServer(server);
  const account = accountFor(key, server);
  cookieJar.load(account.cookie);
  return account;
}

/** A fresh e-mail address for tests that create an account through the UI. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Renders the whole app (layout, guards, routes) at `path`, against the real server. */
export function renderApp(path: string) {
  const location = { current: path };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = pathname + search;
    return null;
  }
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { user, queryClient, currentPath: () => location.current };
}
