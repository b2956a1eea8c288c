import { screen, waitFor, within } from '@testing-library/react';
import { FEATURE_GATE_MESSAGES, JobSchema } from '@pipeproof/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { hardNavigate } from '../../../lib/hard-navigate';
import { serverFetch } from '../../../../test/server-fetch';

// jsdom cannot navigate: the one stand-in. Everything else is the real server.
vi.mock('../../../lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await serverFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const CALCULATION = {
  project: { installationType: 'new', operationType: 'Strength Test' },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

/** A saved job with one recorded strength test, for the signed-in account. */
async function savedJobWithTest(jobNumber: string): Promise<void> {
  const job = JobSchema.parse(
    await post('/api/jobs', {
      clientId: crypto.randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber,
        customerName: 'Mill Lane Bakery',
        engineerName: 'Ada Fitter',
        gasSafeNumber: '654321',
        location: 'Mill Lane, York',
      },
      calculation: CALCULATION,
    }),
  );
  await post(`/api/jobs/${job.id}/test-records`, {
    clientId: crypto.randomUUID(),
    testName: 'Strength Test',
    calculation: CALCULATION,
    actualReadings: { actualPressureDrop: 1 },
  });
}

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

  it('a Basic engineer asking for a PDF gets product.md’s Premium message, and nothing is issued', async () => {
    signInAs('basic');
    const jobNumber = `GATE-${crypto.randomUUID().slice(0, 8)}`;
    await savedJobWithTest(jobNumber);
    const { user } = await renderAccount();
    await user.click(
      await screen.findByRole('button', { name: `Export PDF for job ${jobNumber}` }),
    );
    expect(await screen.findByText(FEATURE_GATE_MESSAGES.pdfExport)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});
