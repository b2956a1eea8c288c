import { screen, waitFor, within } from '@testing-library/react';
import { CHANGE_EMAIL_MESSAGES } from '@pipeproof/contracts';
import { fieldError } from '../../../../test/field-error';
import { accountFor, renderApp, signInAs, uniqueEmail } from '../../../../test/render-app';
import { serverFetch } from '../../../../test/server-fetch';
import { holdRequests } from '../../../../test/hold-requests';
import { switchServer } from '../../../../test/setup-api';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';

/** 'Your details' on the account page (decision 0811), against the real server. */
async function renderDetails() {
  const rendered = renderApp('/account');
  const card = await screen.findByRole('region', { name: 'Your details' }, { timeout: 10_000 });
  return { ...rendered, card: within(card) };
}

/**
 * The password form, once the page knows the account has a password (GET
 * /api/auth/list-accounts): until then it stands there disabled (decision 0888).
 */
async function passwordForm(card: ReturnType<typeof within>) {
  const form = within(await card.findByRole('form', { name: 'Change password' }));
  await waitFor(() => expect(form.getByLabelText('Current password')).toBeEnabled());
  return form;
}

describe('changing the password', () => {
  it('stands in place, disabled, until the page knows the account has a password', async () => {
    signInAs('basic');
    const listed = holdRequests('GET', '/api/auth/list-accounts');
    const { card } = await renderDetails();
    const form = within(await card.findByRole('form', { name: 'Change password' }));
    await waitFor(() => expect(listed.count()).toBe(1));
    for (const field of ['Current password', 'New password', 'Confirm new password']) {
      expect(form.getByLabelText(field)).toBeDisabled();
    }
    expect(form.getByRole('button', { name: 'Change password' })).toBeDisabled();
    expect(card.getByRole('form', { name: 'Change password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    listed.release();
    await waitFor(() => expect(form.getByLabelText('Current password')).toBeEnabled());
    expect(form.getByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(card.getByRole('form', { name: 'Change password' })).not.toHaveAttribute('aria-busy');
  });

  it('says to check the connection when how the account signs in cannot be read', async () => {
    signInAs('basic');
    const listed = holdRequests('GET', '/api/auth/list-accounts');
    const { card } = await renderDetails();
    await waitFor(() => expect(listed.count()).toBe(1));
    // The signal goes while the page asks.
    switchServer('unreachable');
    listed.release();
    expect(
      await card.findByText(
        'We could not load how you sign in. Check your connection, then reload the page to change your password.',
      ),
    ).toBeVisible();
    expect(card.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('shows a wrong current password on its field, then saves a new one', async () => {
    const { email, password } = await signUpFreshAccount('change-password');
    const { user, card } = await renderDetails();
    const form = await passwordForm(card);
    const submit = form.getByRole('button', { name: 'Change password' });

    await user.type(await form.findByLabelText('Current password'), 'not the password');
    await user.type(form.getByLabelText('New password'), 'a brand new riser test');
    await user.type(form.getByLabelText('Confirm new password'), 'a brand new riser test');
    await user.click(submit);
    await screen.findByText('Incorrect password.', {}, { timeout: 5000 });
    expect(fieldError('Current password')).toBe('Incorrect password.');

    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), password);
    await user.click(submit);
    expect(await screen.findByText('Password Changed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveValue('');

    const signIn = (withPassword: string) =>
      serverFetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: withPassword }),
      });
    expect((await signIn(password)).status).toBe(401);
    expect((await signIn('a brand new riser test')).status).toBe(200);
  });

  it('checks the new password in the browser first', async () => {
    signInAs('basic');
    const { user, card } = await renderDetails();
    const form = await passwordForm(card);
    await user.type(await form.findByLabelText('Current password'), 'anything');
    await user.type(form.getByLabelText('New password'), 'short');
    await user.type(form.getByLabelText('Confirm new password'), 'different');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('New password must be at least 10 characters.'),
    ).toBeInTheDocument();
    expect(fieldError('Confirm new password')).toBe('The new passwords do not match.');
  });
});

describe('changing the email address', () => {
  it('refuses an address another account uses, on the field', async () => {
    signInAs('premium');
    const taken = accountFor('free').email;
    const { user, card } = await renderDetails();
    const form = within(card.getByRole('form', { name: 'Change email address' }));
    await user.type(form.getByLabelText('New email address'), taken);
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await screen.findByText(CHANGE_EMAIL_MESSAGES.taken, {}, { timeout: 5000 });
    expect(fieldError('New email address')).toBe(CHANGE_EMAIL_MESSAGES.taken);
  });

  it('an unverified account: the link goes to the new address; nothing changes yet', async () => {
    const { email } = await signUpFreshAccount('change-email');
    const { user, card } = await renderDetails();
    expect(card.getByText('Not verified')).toBeInTheDocument();
    const newEmail = uniqueEmail('new-address');
    const form = within(card.getByRole('form', { name: 'Change email address' }));
    await user.type(form.getByLabelText('New email address'), newEmail);
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await form.findByText(
        `We have sent a link to ${newEmail}. Your address changes when you open it.`,
        {},
        { timeout: 5000 },
      ),
    ).toHaveAttribute('role', 'status');
    expect(card.getByText(email)).toBeInTheDocument();
  });

  it('a second press while the first is checked and sent sends one link', async () => {
    await signUpFreshAccount('change-email-twice');
    const { user, card } = await renderDetails();
    const newEmail = uniqueEmail('pressed-twice');
    const form = within(card.getByRole('form', { name: 'Change email address' }));
    await user.type(form.getByLabelText('New email address'), newEmail);
    const sent = holdRequests('POST', '/api/auth/change-email');
    // The form's checks load on its first focus or press (decision 0878): busy from the press.
    await user.dblClick(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    sent.release();
    await form.findByText(
      new RegExp(`We have sent a link to ${newEmail}\\.`),
      {},
      { timeout: 5000 },
    );
    expect(sent.count()).toBe(1);
  });

  it('a verified account is told the link goes to its current address first', async () => {
    const { email } = signInAs('professional');
    const { user, card } = await renderDetails();
    expect(card.getByText('Verified')).toBeInTheDocument();
    const newEmail = uniqueEmail('moved');
    const form = within(card.getByRole('form', { name: 'Change email address' }));
    await user.type(form.getByLabelText('New email address'), newEmail);
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await form.findByText(
        new RegExp(`We have sent a link to ${email}\\. Open it to confirm`),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
