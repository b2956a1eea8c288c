import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyBrandingSchema, type CompanyBranding } from '@pipeproof/contracts';
import { inject } from 'vitest';
import { renderApp, signInAs } from '../../../../test/render-app';
import { runAdmin } from '../../../../test/real-server';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { serverFetch } from '../../../../test/server-fetch';
import { holdRequests } from '../../../../test/hold-requests';

// A 2×2 PNG (blue, orange / orange, blue), made once with sharp and written out here.
const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFklEQVQImWOQc1j/dR43w9d53HIO6wEmGgVXMyVYiQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A new Professional account (branding is per user: tests do not share one). */
async function signUpProfessional(prefix: string) {
  const account = await signUpFreshAccount(prefix);
  await runAdmin(inject('servers').standard, 'set-tier', account.email, 'professional');
  return account;
}

async function renderSettings() {
  const rendered = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Company Settings' });
  return rendered;
}

async function serverBranding(): Promise<CompanyBranding> {
  const response = await serverFetch('/api/company-branding');
  return CompanyBrandingSchema.parse(await response.json());
}

async function findToast(title: string) {
  return screen.findByText(title, { selector: '[data-title]' });
}

describe('/settings', () => {
  it('tells a Premium user it is Professional only, with a Home button', async () => {
    signInAs('premium');
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professional Subscription Required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Company Information')).not.toBeInTheDocument();
  });

  it('shows Loading..., then every card with the defaults of product.md and the sample certificate', async () => {
    await signUpProfessional('settings-defaults');
    // The layout asks for the branding as soon as the session says Professional, and its answer
    // may come before the page draws: held, the loading state is on screen whatever the timing.
    const branding = holdRequests('GET', '/api/company-branding');
    try {
      renderApp('/settings');
      expect(await screen.findByText('Loading...')).toBeInTheDocument();
    } finally {
      branding.release();
    }
    expect(await screen.findByRole('heading', { name: 'Company Information' })).toBeInTheDocument();
    for (const title of ['Default Engineer Details', 'Company Logo', 'Brand Colors', 'Preview']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Primary color' })).toHaveValue('#2563eb');
    expect(screen.getByRole('textbox', { name: 'Secondary color' })).toHaveValue('#64748b');
    const preview = screen.getByRole('figure', { name: 'Sample gas system test certificate' });
    expect(preview).toHaveTextContent('Tightness Test');
    expect(preview).toHaveTextContent('Test pressure32 mbar');
    expect(preview).toHaveTextContent('Actual pressure drop0 mbar');
    expect(within(preview).getByText('PASS')).toBeInTheDocument();
    expect(screen.getByText('No logo uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Signature' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('checks the form as product.md says, then saves it and re-themes the app', async () => {
    await signUpProfessional('settings-save');
    const { user } = await renderSettings();
    await screen.findByRole('heading', { name: 'Company Information' });
    const save = screen.getByRole('button', { name: 'Save Company Branding' });

    await user.click(save);
    const name = screen.getByRole('textbox', { name: 'Company name (required)' });
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.type(name, 'Acme Gas Services Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'office at acme');
    await user.click(save);
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'office@acme-gas.example');

    const primary = screen.getByRole('textbox', { name: 'Primary color' });
    await user.clear(primary);
    await user.type(primary, '#1e40a');
    expect(await screen.findByText('Invalid hex color')).toBeInTheDocument();
    await user.type(primary, 'f');
    expect(screen.queryByText('Invalid hex color')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Engineer name' }), 'Jo Fitter');
    await user.type(
      screen.getByRole('textbox', { name: 'Gas Safe registration number' }),
      '123456',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Certificate footer text' }),
      'Registered in England No. 01234567',
    );
    const preview = screen.getByRole('figure', { name: 'Sample gas system test certificate' });
    expect(preview).toHaveTextContent('Acme Gas Services Ltd');
    expect(preview).toHaveTextContent('Jo Fitter');
    expect(preview).toHaveTextContent('Registered in England No. 01234567');

    await user.click(save);
    expect(await findToast('Company branding saved successfully')).toBeInTheDocument();
    expect(await serverBranding()).toMatchObject({
      companyName: 'Acme Gas Services Ltd',
      companyEmail: 'office@acme-gas.example',
      primaryColor: '#1e40af',
      secondaryColor: '#64748b',
      engineerName: 'Jo Fitter',
      gasSafeNumber: '123456',
      footerText: 'Registered in England No. 01234567',
    });
    // The layout now themes the app in the saved colours (both read well with white).
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#1e40af'),
    );
    expect(document.documentElement.style.getPropertyValue('--brand-secondary')).toBe('#64748b');
  });

  it('a second press while the first is checked and saved saves once', async () => {
    await signUpProfessional('settings-save-twice');
    const { user } = await renderSettings();
    await user.type(
      await screen.findByRole('textbox', { name: 'Company name (required)' }),
      'Twice Pressed Gas Ltd',
    );
    const saves = holdRequests('POST', '/api/company-branding');
    // The form's check loads with the first focus or press (decision 0878); busy from the press.
    await user.dblClick(screen.getByRole('button', { name: 'Save Company Branding' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    saves.release();
    expect(await findToast('Company branding saved successfully')).toBeInTheDocument();
    expect(saves.count()).toBe(1);
    expect(await serverBranding()).toMatchObject({ companyName: 'Twice Pressed Gas Ltd' });
  });

  it('uploads a logo: checked on choosing, progress, saved, dialog closed', async () => {
    await signUpProfessional('settings-logo');
    await renderSettings();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: 'Company Logo' });

    await user.click(screen.getByRole('button', { name: 'Extract Colors from Logo' }));
    expect(await findToast('No Logo')).toBeInTheDocument();
    expect(screen.getByText('Please upload a logo first to extract colors')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload company logo' });
    const input = within(dialog).getByLabelText('Logo image file');
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();

    await user.upload(input, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    expect(await findToast('Invalid file type')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    await user.upload(
      input,
      new File([new Uint8Array(5_242_881)], 'huge.png', { type: 'image/png' }),
    );
    expect(await findToast('File too large')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    // Claims to be a PNG: passes the browser's check, refused by the server on content.
    await user.upload(input, new File(['not really a png'], 'renamed.png', { type: 'image/png' }));
    await user.click(upload);
    expect(await findToast('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Upload failed (400): Invalid file type. Please select an image file (PNG, JPG, GIF, etc.).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload company logo' })).toBeInTheDocument();

    await user.upload(input, new File([TINY_PNG], 'logo.png', { type: 'image/png' }));
    expect(within(dialog).getByText(/^logo\.png, /)).toBeInTheDocument();
    await user.click(upload);
    expect(await findToast('Upload successful')).toBeInTheDocument();
    expect(screen.getByText('Your logo has been uploaded and saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const { logoUrl } = await serverBranding();
    expect(logoUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', logoUrl);
    const image = await serverFetch(logoUrl);
    expect(image.headers.get('content-type')).toBe('image/png');

    // Focus is back on the button that opened it (decision 0876), and it opens afresh.
    const uploadLogo = screen.getByRole('button', { name: 'Upload Logo' });
    await waitFor(() => expect(uploadLogo).toHaveFocus());
    await user.click(uploadLogo);
    const again = await screen.findByRole('dialog', { name: 'Upload company logo' });
    expect(again).toHaveTextContent('No file chosen yet.');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(uploadLogo).toHaveFocus());
  });
});
