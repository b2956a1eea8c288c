import { act, screen, waitFor, within } from '@testing-library/react';
import {
  CERTIFICATE_EMAIL_NO_MAIL_MESSAGE,
  CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE,
  CUSTOMER_EMAIL_INVALID_MESSAGE,
  FEATURE_GATE_MESSAGES,
} from '@pipeproof/contracts';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { savedJobWithTest } from '../../../../test/saved-job-with-test';
import { serverFetch } from '../../../../test/server-fetch';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';

/**
 * 'Email to customer' on the account page (decision 0812), against the real server (which sends
 * its mail to the run's SMTP server, test/global-setup.ts): the dialog, the server's refusals where they
 * belong, the toast, the sending listed, the address remembered; the gate below Premium; a server without SMTP; offline.
 */

/** A saved job with one recorded strength test, for the signed-in account; its job number. */
async function savedJobWithNumber(prefix: string): Promise<string> {
  const jobNumber = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
  await savedJobWithTest(jobNumber);
  return jobNumber;
}

async function renderAccount() {
  const view = renderApp('/account');
  await screen.findByRole('heading', { name: 'Your certificates' });
  await waitFor(() => {
    expect(screen.queryByText('Loading your certificates')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your jobs')).not.toBeInTheDocument();
  });
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Email to customer', () => {
  it('refuses an unverified address with a pointer, then sends, lists the sending and remembers the address', async () => {
    const { email } = await signUpFreshAccount('email-cert');
    const server = inject('servers').standard;
    await runAdmin(server, 'set-tier', email, 'premium');
    const jobNumber = await savedJobWithNumber('MAIL');
    const { user } = await renderAccount();
    const button = await screen.findByRole('button', {
      name: `Email to customer for job ${jobNumber}`,
    });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Email to customer' });
    const to = within(dialog).getByRole('textbox', { name: "Customer's email" });
    expect(to).toHaveValue('');
    // Checked before anything is sent: next to the field.
    await user.type(to, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(CUSTOMER_EMAIL_INVALID_MESSAGE)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.clear(to);
    await user.type(to, 'jo@mill-lane.example');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      'Thanks for today.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // The account's own address is not verified yet: the server says so, and where to go.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE,
    );
    expect(within(dialog).getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );

    // In act: the admin command takes seconds.
    await act(() => runAdmin(server, 'verify-email', email));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Certificate sent to jo@mill-lane.example')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    const list = await screen.findByRole('list', { name: 'Issued certificates' });
    const sendings = await within(list).findByRole('list', { name: 'Emailed to customers' });
    expect(sendings).toHaveTextContent(
      /^Emailed to jo@mill-lane\.example, \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/,
    );

    // The next time, the job's remembered address is filled in.
    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Email to customer' });
    expect(within(again).getByRole('textbox', { name: "Customer's email" })).toHaveValue(
      'jo@mill-lane.example',
    );
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    // Two admin commands of a few seconds each: more than the usual 20 s on a busy machine.
  }, 60_000);

  it('a Basic engineer meets the Upgrade Required card naming Premium', async () => {
    signInAs('basic');
    const jobNumber = await savedJobWithNumber('MAIL-GATE');
    const { user } = await renderAccount();
    await user.click(
      await screen.findByRole('button', { name: `Email to customer for job ${jobNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveAccessibleDescription(FEATURE_GATE_MESSAGES.emailCertificate);
    expect(FEATURE_GATE_MESSAGES.emailCertificate).toBe(
      'Email to customer needs a Premium subscription.',
    );
  });

  it('on a server without SMTP, says the customer cannot be mailed and numbers no certificate for it (0922)', async () => {
    // The payments server has no SMTP_URL: its mail would only be filed in its data folder.
    signInAs('premium', 'payments');
    const jobNumber = await savedJobWithNumber('MAIL-NONE');
    const { user } = await renderAccount();
    await user.click(
      await screen.findByRole('button', { name: `Email to customer for job ${jobNumber}` }),
    );
    expect(await screen.findByText(CERTIFICATE_EMAIL_NO_MAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const certificates = (await (await serverFetch('/api/certificates')).json()) as {
      jobNumber: string;
    }[];
    expect(certificates.filter((c) => c.jobNumber === jobNumber)).toEqual([]);
  });

  it('offline, says it needs a connection and sends nothing', async () => {
    signInAs('premium');
    const jobNumber = await savedJobWithNumber('MAIL-OFF');
    const { user } = await renderAccount();
    const button = await screen.findByRole('button', {
      name: `Email to customer for job ${jobNumber}`,
    });
    // Online: the dialog opens. Then the signal goes: Send waits for it.
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Email to customer' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Emailing a certificate needs a connection.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Pressed while offline: told at once, no dialog.
    await user.click(button);
    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
