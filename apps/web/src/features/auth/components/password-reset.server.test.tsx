import { screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_RESET_SENT_MESSAGE, RESET_LINK_EXPIRED_MESSAGE } from '@pipeproof/contracts';
import { fieldError } from '../../../../test/field-error';
import { accountFor, renderApp, signInAs, uniqueEmail } from '../../../../test/render-app';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Well-formed (ResetTokenSchema: 16 to 128 letters and digits), but never issued by the server. */
const unknownToken = () => `unknown${Date.now()}${Math.floor(Math.random() * 1e9)}`;

/** The requests the page sends to `path` from now until the test ends. */
function requestsTo(path: string) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  onTestFinished(() => fetchSpy.mockRestore());
  return () =>
    fetchSpy.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : String(input)).endsWith(path),
    );
}

async function typeNewPassword(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('forgot password', () => {
  it("opens from the sign-in page's 'Forgot password?' link", async () => {
    const { user, currentPath } = renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await heading('Reset your password')).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
    expect(document.title).toBe('Forgot password · PipeProof');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it.each([
    ['an account’s address', () => accountFor('free').email],
    ['an address with no account', () => uniqueEmail('nobody')],
  ])('says the same in place of the form for %s', async (_label, email) => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), email());
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // Focus moves from the button that is gone to what replaced the form (an effect, which may run
    // just after the message is on screen).
    const message = await screen.findByText(PASSWORD_RESET_SENT_MESSAGE);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('refuses a malformed address without asking the server', async () => {
    const requests = requestsTo('/api/auth/request-password-reset');
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fieldError('Email')).toBe('Please enter a valid email address.');
    expect(requests()).toHaveLength(0);
  });

  it('is open to a signed-in engineer too', async () => {
    signInAs('free');
    const { currentPath } = renderApp('/forgot-password');
    expect(await heading('Reset your password')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Free plan — account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
  });
});

describe('reset password', () => {
  it.each(['/reset-password', '/reset-password?token=', '/reset-password?token=not%2Fa%2Ftoken'])(
    '%s says at once that the link is not valid',
    async (path) => {
      renderApp(path);
      expect(await heading('Choose a new password')).toBeInTheDocument();
      expect(document.title).toBe('Choose a new password · PipeProof');
      expect(screen.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toHaveAttribute(
        'role',
        'alert',
      );
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    },
  );

  it('asks for the same password twice before calling the server', async () => {
    const requests = requestsTo('/api/auth/reset-password');
    const { user } = renderApp(`/reset-password?token=${unknownToken()}`);
    await typeNewPassword(user, 'correct-horse-battery', 'correct-horse-batteries');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fieldError('Confirm new password')).toBe('The passwords do not match.');
    expect(requests()).toHaveLength(0);
  });

  it.each([
    ['a short password', 'short', 'New password must be at least 10 characters.'],
    ['one character repeated', 'xxxxxxxxxxxx', 'New password must not be one character repeated.'],
  ])('refuses %s with the sign-up rules before sending', async (_label, password, message) => {
    const requests = requestsTo('/api/auth/reset-password');
    const { user } = renderApp(`/reset-password?token=${unknownToken()}`);
    await typeNewPassword(user, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fieldError('New password')).toBe(message);
    expect(requests()).toHaveLength(0);
  });

  it('says a link the server does not know has expired, and offers a new one', async () => {
    const { user, currentPath } = renderApp(`/reset-password?token=${unknownToken()}`);
    await typeNewPassword(user, 'correct-horse-battery');
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(RESET_LINK_EXPIRED_MESSAGE);
    await user.click(within(form).getByRole('link', { name: 'Ask for a new link' }));
    expect(await heading('Reset your password')).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
  });
});
