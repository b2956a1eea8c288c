import { screen, waitFor, within } from '@testing-library/react';
import { FEATURE_GATE_MESSAGES } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { hardNavigate } from '../../../lib/hard-navigate';
import { savedJobWithTest } from '../../../../test/saved-job-with-test';
import { serverFetch } from '../../../../test/server-fetch';

// jsdom cannot navigate: the one stand-in. Everything else is the real server.
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

beforeEach(() => {
  vi.mocked(hardNavigate).mockClear();
});

/** The account page with its lists loaded (so no update lands after the test). */
async function renderAccount() {
  const view = renderApp('/account');
  await screen.findByRole('heading', { name: 'Your certificates' });
  await waitFor(() => {
    expect(screen.queryByText('Loading your certificates')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading your jobs')).not.toBeInTheDocument();
  });
  return view;
}

describe('certificates from the account page', () => {
  it('Export PDF issues the certificate on the server and downloads it; it is listed', async () => {
    signInAs('premium');
    const jobNumber = `CERT-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    await user.click(
      await screen.findByRole('button', { name: `Export PDF for job ${jobNumber}` }),
    );
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    const url = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^\/api\/certificates\/PP-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\/pdf$/);
    expect(await screen.findByText('PDF Generated')).toBeInTheDocument();

    // The list of issued certificates catches up (waited for before any other await, so its
    // refetch lands inside the wait).
    const number = url.split('/')[3] ?? '';
    const list = await screen.findByRole('list', { name: 'Issued certificates' });
    expect(await within(list).findByText(number)).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: `Download PDF of certificate ${number}` }),
    ).toHaveAttribute('href', url);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Export PDF for job ${jobNumber}` })).toBeEnabled(),
    );

    const pdf = await serverFetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('Print Report opens the HTML certificate and keeps the way back', async () => {
    signInAs('basic');
    const jobNumber = `PRINT-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    await user.click(
      await screen.findByRole('button', { name: `Print Report for job ${jobNumber}` }),
    );
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    const url = vi.mocked(hardNavigate).mock.calls[0]?.[0] ?? '';
    expect(url).toMatch(/^\/api\/certificates\/PP-/);
    // MemoryRouter leaves jsdom's address alone: the stored way back is the page's address.
    expect(sessionStorage.getItem('pipeproof.certificate.return')).toBe(window.location.href);
    const html = await serverFetch(url);
    expect(await html.text()).toContain(jobNumber);
  });

  it('Print Report still opens the certificate where the browser refuses the tab its storage', async () => {
    signInAs('basic');
    const jobNumber = `FULL-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    // What a full or locked storage does (private windows, quota): setItem throws.
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(
        await screen.findByRole('button', { name: `Print Report for job ${jobNumber}` }),
      );
      await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    } finally {
      refuse.mockRestore();
    }
    expect(vi.mocked(hardNavigate).mock.calls[0]?.[0]).toMatch(/^\/api\/certificates\/PP-/);
    expect(screen.queryByText('Failed to generate certificate. Please try again.')).toBeNull();
  });

  it('a job outside IGE/UP/1A as entered is refused in the engine’s words; nothing downloads', async () => {
    signInAs('premium');
    const jobNumber = `MOP-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber, {
      project: {
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 500,
      },
      pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
    });
    const { user } = await renderAccount();
    const button = await screen.findByRole('button', { name: `Export PDF for job ${jobNumber}` });
    await user.click(button);
    expect(
      await screen.findByText(
        'This job cannot be certified: The operating pressure of 500 mbar exceeds the 40 mbar limit of IGE/UP/1A. Use the Industrial Calculator (IGE/UP/1).',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('without signal, Print Report and Export PDF say a certificate needs a connection and send nothing; with it back, the press issues', async () => {
    signInAs('premium');
    const jobNumber = `NOSIG-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    const requests = vi.spyOn(globalThis, 'fetch');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      for (const name of ['Print Report', 'Export PDF']) {
        const button = screen.getByRole('button', { name: `${name} for job ${jobNumber}` });
        await user.click(button);
        expect(
          await screen.findByText(
            'Issuing a certificate needs a connection. Try again when you have signal.',
          ),
        ).toBeInTheDocument();
        expect(screen.getByText('No connection')).toBeInTheDocument();
        expect(button).toBeEnabled();
      }
      expect(requests).not.toHaveBeenCalled();
      expect(hardNavigate).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
      requests.mockRestore();
    }

    await user.click(screen.getByRole('button', { name: `Export PDF for job ${jobNumber}` }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalled());
    expect(await screen.findByText('PDF Generated')).toBeInTheDocument();
  });

  it('a Basic engineer asking for a PDF meets the Upgrade Required card naming Premium; nothing is issued; Escape goes back to the button', async () => {
    signInAs('basic');
    const jobNumber = `GATE-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    const button = await screen.findByRole('button', { name: `Export PDF for job ${jobNumber}` });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveAccessibleDescription(FEATURE_GATE_MESSAGES.pdfExport);
    expect(FEATURE_GATE_MESSAGES.pdfExport).toBe('Export PDF needs a Premium subscription.');
    const plans = within(dialog)
      .getAllByRole('article')
      .map((plan) => plan.getAttribute('aria-label'));
    expect(plans).toEqual(['Premium plan', 'Professional plan']);
    const premium = within(dialog).getByRole('article', { name: 'Premium plan' });
    expect(premium).toHaveTextContent('£2/month');
    expect(within(premium).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/subscribe?tier=premium&returnTo=%2Faccount',
    );
    // Focus is in the dialog, not left on the page behind it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('a Free engineer pressing Print Report is offered Basic and up, with prices and links; Close returns focus', async () => {
    signInAs('free');
    const jobNumber = `FREE-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    const button = await screen.findByRole('button', { name: `Print Report for job ${jobNumber}` });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveAccessibleDescription('Print Report needs a Basic subscription.');
    const basic = within(dialog).getByRole('article', { name: 'Basic plan' });
    expect(basic).toHaveTextContent('£1/month');
    expect(within(basic).getByRole('link', { name: 'Upgrade to Basic' })).toHaveAttribute(
      'href',
      '/subscribe?tier=basic&returnTo=%2Faccount',
    );
    expect(within(dialog).getAllByRole('link', { name: /^Upgrade to / })).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('Upgrade to Basic opens the subscribe page, carrying the way back', async () => {
    signInAs('free');
    const jobNumber = `WAY-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user, currentPath } = await renderAccount();
    await user.click(
      await screen.findByRole('button', { name: `Print Report for job ${jobNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    await user.click(within(dialog).getByRole('link', { name: 'Upgrade to Basic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/subscribe?tier=basic&returnTo=%2Faccount');
  });
});
