import { screen, waitFor, within } from '@testing-library/react';
import { fieldError } from '../../../../test/field-error';
import { accountFor, renderApp, uniqueEmail } from '../../../../test/render-app';
import { loseRequests } from '../../../../test/hold-requests';
import { cookieJar } from '../../../../test/setup-api';
import { serverFetch } from '../../../../test/server-fetch';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { signOut } from '../../../lib/session';

async function renderSignIn(path = '/sign-in') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** A real account's address with the wrong password, submitted. */
async function signInWithWrongPassword() {
  const rendered = await renderSignIn();
  await rendered.user.type(screen.getByLabelText('Email'), accountFor('free').email);
  await rendered.user.type(screen.getByLabelText('Password'), 'not-the-password');
  await rendered.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Sign in' }) };
}

describe('sign in', () => {
  it('asks for email and password before calling the server', async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(fieldError('Email')).toBe('Enter your email address.');
    expect(fieldError('Password')).toBe('Enter your password.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('says nothing while typing or leaving a field before the first submission', async () => {
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('once submitted, checks a field again as it changes, that field only', async () => {
    const { user } = await renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada');
    expect(fieldError('Email')).toBe('Enter a valid email address, like name@example.com.');
    await user.type(email, '@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    // The password field keeps its own message until it changes.
    expect(fieldError('Password')).toBe('Enter your password.');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('focuses the first field in error', async () => {
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a malformed email address', async () => {
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s message for a wrong password', async () => {
    const { form } = await signInWithWrongPassword();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Incorrect email or password.',
    );
  });

  it('takes the server’s message away at the next submission', async () => {
    const { user, form } = await signInWithWrongPassword();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Incorrect email or password.',
    );
    await user.clear(screen.getByLabelText('Password'));
    // Typing checks the field again but leaves the form's message; the next submission takes it.
    expect(fieldError('Password')).toBe('Enter your password.');
    expect(within(form).getByText('Incorrect email or password.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(within(form).queryByText('Incorrect email or password.')).not.toBeInTheDocument();
    expect(fieldError('Password')).toBe('Enter your password.');
  });

  it('shows no provider buttons when the server has none configured', async () => {
    await renderSignIn();
    expect(screen.queryByRole('button', { name: /continue with/i })).not.toBeInTheDocument();
  });
});

describe('create account', () => {
  it('opens on the Create account tab from ?mode=create and validates every field', async () => {
    const { user } = await renderSignIn('/sign-in?mode=create');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(fieldError('Name')).toBe('Enter your name.');
    expect(fieldError('Email')).toBe('Enter your email address.');
    expect(fieldError('Password')).toBe('Password must be at least 10 characters.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    // The hint stays linked beside the error.
    const hintId = screen.getByLabelText('Password').getAttribute('aria-describedby');
    expect(hintId?.split(' ')).toHaveLength(2);
  });

  it.each([
    [
      'the email itself',
      (email: string) => email.toUpperCase(),
      'Password must not be your email address.',
    ],
    [
      'one character repeated',
      () => 'xxxxxxxxxxxx',
      'Password must not be one character repeated.',
    ],
  ])('refuses %s with the server’s own words before sending', async (_label, password, message) => {
    const { user } = await renderSignIn('/sign-in?mode=create');
    const email = uniqueEmail('rules');
    await user.type(screen.getByLabelText('Name'), 'Rule Checker');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password(email));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fieldError('Password')).toBe(message);
  });

  it('shows the server’s refusal of a common password next to the field', async () => {
    const { user } = await renderSignIn('/sign-in?mode=create');
    await user.type(screen.getByLabelText('Name'), 'Common Choice');
    await user.type(screen.getByLabelText('Email'), uniqueEmail('common'));
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message =
      'Password is one of the most common passwords, which are guessed first. Please choose another.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fieldError('Password')).toBe(message);
  });

  it('switches between the tabs', async () => {
    const { user, currentPath } = await renderSignIn();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(currentPath()).toBe('/sign-in?mode=create');
    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('puts the server’s “already exists” message next to the email field', async () => {
    const { user } = await renderSignIn('/sign-in?mode=create');
    await user.type(screen.getByLabelText('Name'), 'Second Person');
    await user.type(screen.getByLabelText('Email'), accountFor('basic').email);
    await user.type(screen.getByLabelText('Password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toHaveAttribute('role', 'alert');
    expect(fieldError('Email')).toBe('An account with this email already exists. Sign in instead.');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('creates the account, signs in and goes home', async () => {
    const { user, currentPath } = await renderSignIn('/sign-in?mode=create');
    await user.type(screen.getByLabelText('Name'), 'New Engineer');
    await user.type(screen.getByLabelText('Email'), uniqueEmail('create'));
    await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a calculator' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('link', { name: 'Free plan — account' })).toBeInTheDocument();
  });
});

describe('signing in after a Log out the server has not yet been told of', () => {
  /** The cookie jar holding `cookie` for one request: is that session still alive? */
  async function sessionStatus(cookie: string): Promise<number> {
    const current = cookieJar.header();
    cookieJar.clear();
    cookieJar.load(cookie);
    try {
      return (await serverFetch('/api/auth/user')).status;
    } finally {
      cookieJar.clear();
      cookieJar.load(current);
    }
  }

  it('while the sign-out still cannot reach the server, says to try again; then ends the old session first and stays signed in', async () => {
    const account = await signUpFreshAccount('pending-sign-out');
    const oldSession = cookieJar.header();
    // One bar of signal: every sign-out request is lost, everything else gets through.
    const signOutRequests = loseRequests('POST', '/api/auth/sign-out');
    await signOut();
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    // Signed in regardless, the waiting sign-out would go with the new session's cookie.
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not reach PipeProof. Check your signal or connection and try again.',
    );

    signOutRequests.restore();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Free plan — account' })).toBeInTheDocument();
    expect((await serverFetch('/api/auth/user')).status).toBe(200);
    expect(await sessionStatus(oldSession)).toBe(401);
  });
});
