import { act, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE } from '@pipeproof/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { serverFetch } from '../../../../test/server-fetch';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';

/**
 * 'Your data' on the account page (decision 0813) against the real server: it says what the
 * download holds, its link is the export this session may download, and offline it says it needs
 * a connection. A fresh account each time: downloads are counted per account.
 */

async function renderYourData(path = '/account') {
  const { currentPath } = renderApp(path);
  // The first render loads the lazy account page chunk: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Account Management' }, { timeout: 10_000 });
  return { card: screen.getByRole('region', { name: 'Your data' }), currentPath };
}

describe('Your data card', () => {
  it('says what is in the download, and its link downloads this account’s ZIP', async () => {
    await signUpFreshAccount('your-data');
    const { card } = await renderYourData();
    expect(card).toHaveTextContent('every saved job with its test records');
    expect(card).toHaveTextContent('your certificates (as PDFs and as data)');
    expect(card).toHaveTextContent('You can download it 3 times an hour');
    expect(within(card).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy#your-rights',
    );

    const link = within(card).getByRole('link', { name: 'Download my data' });
    // Followed as a page: the server's attachment downloads, a refusal comes back as this page
    // saying why (decision 0869); `download` would have saved that page as a file.
    expect(link).not.toHaveAttribute('download');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(link).toHaveAccessibleDescription(/as one ZIP file/);
    // A 48 px target, as every button (architecture.md §4).
    expect(link).toHaveClass('min-h-12');

    const response = await serverFetch(link.getAttribute('href') ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pipeproof-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    // A ZIP: the local file header's signature.
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4)).toEqual(
      Buffer.from('PK\x03\x04', 'latin1'),
    );
  });

  it('offline, says the download needs a connection instead of offering it', async () => {
    await signUpFreshAccount('your-data-offline');
    const { card } = await renderYourData();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(within(card).queryByRole('link', { name: 'Download my data' })).toBeNull();
      const button = within(card).getByRole('button', { name: 'Download my data' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Downloading your data needs a connection. Try again when you have a signal.',
      );
    } finally {
      onLine.mockRestore();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
    expect(within(card).getByRole('link', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('back from a refused download (/account?export=limited): says why, and takes it out of the address', async () => {
    await signUpFreshAccount('your-data-limited');
    const { card, currentPath } = await renderYourData('/account?export=limited');
    expect(within(card).getByRole('alert')).toHaveTextContent(ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE);
    await waitFor(() => expect(currentPath()).toBe('/account'));
    // Still said once the address no longer names it.
    expect(within(card).getByRole('alert')).toHaveTextContent(ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE);
    expect(within(card).getByRole('link', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('back from a download that failed before it started (/account?export=failed): says so', async () => {
    await signUpFreshAccount('your-data-failed');
    const { card, currentPath } = await renderYourData('/account?export=failed');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded just now. Please try again in a minute.',
    );
    await waitFor(() => expect(currentPath()).toBe('/account'));
  });

  it('names only the refusals it knows: anything else in ?export= says nothing', async () => {
    await signUpFreshAccount('your-data-unknown');
    const { card, currentPath } = await renderYourData('/account?export=constructor');
    await waitFor(() => expect(currentPath()).toBe('/account'));
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
