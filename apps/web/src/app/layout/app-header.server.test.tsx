import { act, screen, waitFor, within } from '@testing-library/react';
import type { Tier } from '@pipeproof/contracts';
import { vi } from 'vitest';
import { renderApp, signInAs } from '../../../test/render-app';
import { cookieJar } from '../../../test/setup-api';
import { signUpFreshAccount } from '../../../test/sign-up-fresh-account';
import { IDENTITY_KEY, readIdentity } from '../../lib/device/device-storage';
import { hardNavigate } from '../../lib/hard-navigate';
import { recordUnsentResults } from '../../lib/device/unsent-results';
import { serverFetch } from '../../../test/server-fetch';
import type * as SessionHint from '../../lib/session-hint';
import { holdRequests } from '../../../test/hold-requests';

// jsdom cannot navigate: the full load after signing out is checked by its address.
vi.mock('../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));
beforeEach(() => vi.mocked(hardNavigate).mockClear());

// What the page's load said of its session (decision 0887): the server's word on its cookie,
// which jsdom's navigation has no way to carry, set by the tests that need it.
const loadHint = vi.hoisted(() => ({ expectsSession: false }));
vi.mock('../../lib/session-hint', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionHint>()),
  get loadExpectsSession() {
    return loadHint.expectsSession;
  },
}));
afterEach(() => {
  loadHint.expectsSession = false;
});

async function renderHeader(path = '/home') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  const header = screen.getByRole('banner');
  // The account area appears once the session has loaded.
  await within(header).findByRole('navigation', { name: 'Account' });
  return { ...rendered, header: within(header) };
}

describe('header', () => {
  it('signed out: logo home link, feedback and sign in; no account controls', async () => {
    const { header } = await renderHeader();
    expect(header.getByRole('link', { name: 'PipeProof' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(header.queryByRole('link', { name: /log out/i })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: /plan — account/ })).not.toBeInTheDocument();
  });

  it.each<[Tier, string, string]>([
    ['free', 'F', 'Free plan — account'],
    ['basic', 'B', 'Basic plan — account'],
    ['premium', 'Pr', 'Premium plan — account'],
    ['professional', 'P', 'Professional plan — account'],
  ])('%s: tier badge %s links to the account page', async (tier, badge, name) => {
    signInAs(tier);
    const { header } = await renderHeader();
    const badgeLink = await header.findByRole('link', { name });
    expect(badgeLink).toHaveAttribute('href', '/account');
    // The letter badge and the word: the account is not reached through an unlabelled letter.
    expect(badgeLink).toHaveTextContent(new RegExp(`^${badge}Account$`));
    expect(header.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(header.getByRole('button', { name: 'Log out' })).toBeEnabled();
    expect(header.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each<[Tier, boolean]>([
    ['free', false],
    ['basic', false],
    ['premium', false],
    ['professional', true],
  ])('%s: settings button shown = %s', async (tier, shown) => {
    signInAs(tier);
    const { header } = await renderHeader();
    await header.findByRole('button', { name: 'Log out' });
    const settings = header.queryByRole('link', { name: 'Company settings' });
    if (shown) expect(settings).toHaveAttribute('href', '/settings');
    else expect(settings).not.toBeInTheDocument();
  });

  it('probably signed in: the engineer’s controls’ room is kept, unseen, until the server answers', async () => {
    loadHint.expectsSession = true;
    signInAs('premium');
    const sessionCheck = holdRequests('GET', /\/api\/session(\?early)?$/);
    renderApp('/home');
    await waitFor(() => expect(sessionCheck.count()).toBe(1));
    const banner = screen.getByRole('banner');
    // The signed-in controls' shape, out of sight and reach: nothing of any account is named.
    const room = banner.querySelector('[inert]');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveClass('invisible');
    expect(room).toHaveTextContent(/^FAccount.*Feedback.*Log out$/);
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    sessionCheck.release();
    const nav = within(await within(banner).findByRole('navigation', { name: 'Account' }));
    expect(nav.getByRole('link', { name: 'Premium plan — account' })).toBeVisible();
    expect(banner.querySelector('[inert]')).not.toBeInTheDocument();
    // The page's own code has come too, inside this test (a later one would get its arrival).
    await screen.findByRole('heading', { level: 1 });
  });

  it('not expected signed in: nothing is kept while the server is asked', async () => {
    const sessionCheck = holdRequests('GET', /\/api\/session(\?early)?$/);
    renderApp('/home');
    await waitFor(() => expect(sessionCheck.count()).toBe(1));
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('[inert]')).not.toBeInTheDocument();
    expect(banner).not.toHaveTextContent('Account');
    sessionCheck.release();
    await within(banner).findByRole('link', { name: 'Sign in' });
    await screen.findByRole('heading', { level: 1 });
  });

  // Fresh accounts: signing out ends the session, which the run's shared accounts must keep.
  it('Log out ends the session on the server, forgets the engineer and starts afresh', async () => {
    const account = await signUpFreshAccount('log-out');
    const { header, user } = await renderHeader();
    await header.findByRole('link', { name: 'Free plan — account' });
    expect(readIdentity()?.user.email).toBe(account.email);
    await user.click(header.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(readIdentity()).toBeNull();
    expect(cookieJar.header()).not.toContain('session_token');
    expect((await serverFetch('/api/auth/user')).status).toBe(401);
  });

  it('asks first when results are not yet on the account, and can stay signed in', async () => {
    const account = await signUpFreshAccount('log-out-warning');
    const { header, user } = await renderHeader();
    await header.findByRole('link', { name: 'Free plan — account' });
    recordUnsentResults(readIdentity()?.user.id ?? '', 2);
    await user.click(header.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(dialog).toHaveTextContent(
      '2 results are not yet saved to your account. Sign out anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay Signed In' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(readIdentity()?.user.email).toBe(account.email);

    await user.click(header.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Sign Out Anyway' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(readIdentity()).toBeNull();
  });

  it('when another tab signs out, this one asks the server and shows the signed-out header', async () => {
    await signUpFreshAccount('other-tab');
    const { header } = await renderHeader();
    await header.findByRole('link', { name: 'Free plan — account' });
    // The other tab ended the session and sealed the work: the cookie is gone, the identity too.
    cookieJar.clear();
    localStorage.removeItem(IDENTITY_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: IDENTITY_KEY })));
    expect(await header.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('clicking the badge opens the account page', async () => {
    signInAs('premium');
    const { header, user, currentPath } = await renderHeader();
    await user.click(await header.findByRole('link', { name: 'Premium plan — account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Management' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/account');
  });
});

describe('footer', () => {
  it('has the reference, privacy, terms, support and version, and no social links', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Reference' })).toHaveAttribute(
      'href',
      '/calculations',
    );
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(await footer.findByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@.+/),
    );
    expect(footer.getByText('Version 2.1.0')).toBeInTheDocument();
    // No placeholder social link: there is no company page to point to (decision 0710).
    expect(footer.getAllByRole('link')).toHaveLength(4);
  });
});
