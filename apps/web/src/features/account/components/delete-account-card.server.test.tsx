import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../../../test/render-app';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { serverFetch } from '../../../../test/server-fetch';

async function renderAccount() {
  const rendered = renderApp('/account');
  // The first render loads the lazy account page chunk: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Account Management' }, { timeout: 10_000 });
  return rendered;
}

async function openDialog(user: Awaited<ReturnType<typeof renderAccount>>['user']) {
  const card = screen.getByRole('region', { name: 'Delete account' });
  await user.click(within(card).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  expect(await within(dialog).findByLabelText('Password')).toBeInTheDocument();
  return dialog;
}

describe('delete account', () => {
  it('says what is deleted and what is kept, and links to the retention policy', async () => {
    signInAs('premium');
    await renderAccount();
    const card = screen.getByRole('region', { name: 'Delete account' });
    expect(card).toHaveTextContent('permanently deletes your name, email address, sign-in details');
    expect(card).toHaveTextContent('Your Premium plan ends straight away, without a refund');
    expect(card).toHaveTextContent('Feedback you sent stays in the recent feedback list');
    expect(within(card).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy#retention',
    );
  });

  it('points to Your data first, for a copy before deleting', async () => {
    signInAs('free');
    await renderAccount();
    const card = screen.getByRole('region', { name: 'Delete account' });
    expect(card).toHaveTextContent(
      'To keep a copy of your jobs, certificates and details, use ‘Download my data’ under Your data first.',
    );
    const target = within(card).getByRole('link', { name: 'Your data' }).getAttribute('href');
    expect(target).toMatch(/^#/);
    expect(document.getElementById(target!.slice(1))).toBe(
      screen.getByRole('region', { name: 'Your data' }),
    );
  });

  it('Cancel closes the dialog and nothing happens', async () => {
    signInAs('free');
    const { user, currentPath } = await renderAccount();
    expect(screen.getByRole('region', { name: 'Delete account' })).not.toHaveTextContent(
      'plan ends straight away',
    );
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('You cannot undo it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/account');
    // Back on the button that opened it, as a dialog's trigger would be (decision 0876).
    const card = screen.getByRole('region', { name: 'Delete account' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Delete account' })).toHaveFocus(),
    );
  });

  it('Escape closes it too, and focus goes back to the button', async () => {
    signInAs('free');
    const { user } = await renderAccount();
    const card = screen.getByRole('region', { name: 'Delete account' });
    const button = within(card).getByRole('button', { name: 'Delete account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await openDialog(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for the password, then shows the server’s refusal of a wrong one inline', async () => {
    signInAs('basic');
    const { user, currentPath } = await renderAccount();
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });

    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter your password.');

    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Incorrect password.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath()).toBe('/account');
  });

  it('deletes the account with the right password and goes home signed out', async () => {
    const { email, password } = await signUpFreshAccount('delete-me');
    const { user, currentPath } = await renderAccount();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    // The server checks the password hash (deliberately slow) before it deletes.
    expect(await screen.findByText('Account deleted', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your account and its data have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    // Signed out: the landing page and the header's Sign in link.
    const header = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(header).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Account Management',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const signIn = await serverFetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(401);
  });
});
