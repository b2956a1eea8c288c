import { screen, waitFor } from '@testing-library/react';
import { accountFor, renderApp, signInAs } from '../../test/render-app';
import { switchServer } from '../../test/setup-api';
import { rememberSignedOut } from '../lib/device/device-storage';
import { holdRequests } from '../../test/hold-requests';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes signed out', () => {
  it('/ shows the landing page', async () => {
    renderApp('/');
    expect(await heading(/pipework testing and purging/i)).toBeInTheDocument();
    for (const tryFree of screen.getAllByRole('link', { name: /try free/i })) {
      expect(tryFree).toHaveAttribute('href', '/home');
    }
  });

  it('/landing shows the landing page', async () => {
    renderApp('/landing');
    expect(await heading(/pipework testing and purging/i)).toBeInTheDocument();
  });

  it('/home shows the calculator selection, Domestic open to everybody', async () => {
    renderApp('/home');
    expect(await heading('Choose a calculator')).toBeInTheDocument();
    const domestic = screen.getByRole('article', { name: 'Domestic calculator' });
    expect(domestic).not.toHaveTextContent('Coming Soon');
    expect(screen.getByRole('link', { name: /open domestic calculator/i })).toHaveAttribute(
      'href',
      '/domestic',
    );
    expect(screen.getByRole('link', { name: /open commercial calculator/i })).toHaveAttribute(
      'href',
      '/commercial',
    );
    expect(screen.getByRole('link', { name: /open industrial calculator/i })).toHaveAttribute(
      'href',
      '/industrial',
    );
    expect(screen.getByRole('link', { name: /consultancy/i })).toHaveAttribute(
      'href',
      '/consultancy',
    );
  });

  it('/commercial is the step-by-step commercial calculator, starting at Job Details', async () => {
    renderApp('/commercial');
    expect(await heading('Commercial Calculator')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Job Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Selection' })).toHaveAttribute('href', '/');
  });

  it('/domestic is the domestic calculator for a visitor, starting at Job Details', async () => {
    renderApp('/domestic');
    expect(await heading('Domestic Calculator')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Job Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Selection' })).toHaveAttribute('href', '/');
  });

  it('/industrial is behind the Professional gate for a visitor', async () => {
    renderApp('/industrial');
    expect(await heading('Industrial Calculator')).toBeInTheDocument();
    expect(
      await screen.findByText(/The Industrial calculator needs a Professional subscription\./),
    ).toBeInTheDocument();
  });

  it('/calculations is the reference page with Back to Calculator', async () => {
    renderApp('/calculations');
    expect(await heading('Reference & Calculations')).toBeInTheDocument();
    expect(screen.getByText('No calculations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Calculator' })).toHaveAttribute('href', '/');
  });

  it.each([
    '/privacy',
    '/terms',
    '/consultancy',
    '/feedback',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
  ])('%s is always available', async (path) => {
    const { currentPath } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each(['/account', '/settings', '/calc', '/account?tab=plans'])(
    '%s sends the visitor to sign in, remembering where they were going',
    async (path) => {
      const { currentPath } = renderApp(path);
      expect(await heading('Sign in to PipeProof')).toBeInTheDocument();
      expect(currentPath()).toBe(`/sign-in?returnTo=${encodeURIComponent(path)}`);
    },
  );

  it('/subscribe says the subscription service is unavailable when payments are not configured', async () => {
    renderApp('/subscribe?tier=premium');
    expect(await heading('Subscription Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Application' })).toHaveAttribute(
      'href',
      '/calc',
    );
  });

  it('an unknown address shows the not-found page', async () => {
    renderApp('/no-such-page');
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('the layout has header, navigation, main and footer landmarks and one h1', async () => {
    renderApp('/home');
    await heading('Choose a calculator');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('routes signed in', () => {
  it('/ shows the calculator selection', async () => {
    signInAs('free');
    renderApp('/');
    expect(await heading('Choose a calculator')).toBeInTheDocument();
  });

  it('/landing sends a signed-in user to /', async () => {
    signInAs('free');
    const { currentPath } = renderApp('/landing');
    expect(await heading('Choose a calculator')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('/calc is open to a signed-in user', async () => {
    signInAs('basic');
    renderApp('/calc');
    expect(await heading('Calculator')).toBeInTheDocument();
  });

  it('/sign-in sends an already signed-in user on to returnTo', async () => {
    signInAs('free');
    const { currentPath } = renderApp('/sign-in?returnTo=%2Faccount');
    expect(await heading('Account Management')).toBeInTheDocument();
    expect(currentPath()).toBe('/account');
  });

  it('/settings shows Professional Subscription Required below Professional', async () => {
    signInAs('premium');
    renderApp('/settings');
    expect(await heading('Professional Subscription Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('/settings shows Company Settings to Professional', async () => {
    signInAs('professional');
    renderApp('/settings');
    expect(await heading('Company Settings')).toBeInTheDocument();
  });
});

describe('returning after sign-in', () => {
  it('a visitor sent to sign in from /account comes back to /account', async () => {
    const account = accountFor('basic');
    const { user, currentPath } = renderApp('/account');
    await heading('Sign in to PipeProof');
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await heading('Account Management')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/account'));
  });
});

describe('when the server cannot be reached', () => {
  it('a signed-in-only route says so and offers a retry, rather than asking to sign in', async () => {
    switchServer('unreachable');
    const { currentPath } = renderApp('/account');
    expect(await heading('We could not reach PipeProof')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(currentPath()).toBe('/account');
  });

  it('/ still shows the landing page', async () => {
    switchServer('unreachable');
    renderApp('/');
    expect(await heading(/pipework testing and purging/i)).toBeInTheDocument();
  });

  // Decision 0886: a device whose last answer was 'nobody' draws pages signed out while it asks;
  // a signed-in-only page still takes that from the server alone (decision 0200).
  it('a device that remembers nobody signed in still waits for the server on /account', async () => {
    rememberSignedOut();
    switchServer('unreachable');
    const { currentPath } = renderApp('/account');
    expect(await heading('We could not reach PipeProof')).toBeInTheDocument();
    expect(currentPath()).toBe('/account');
  });

  it('a device that remembers nobody signed in opens the calculator before the server answers', async () => {
    rememberSignedOut();
    const sessionCheck = holdRequests('GET', /\/api\/session(\?early)?$/);
    renderApp('/commercial');
    await waitFor(() => expect(sessionCheck.count()).toBe(1));
    // The check is still held: the page is drawn signed out from the device's last answer.
    expect(await heading('Commercial Calculator')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    sessionCheck.release();
  });
});
