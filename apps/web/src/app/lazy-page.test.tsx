import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

// docs/decisions/0420: the reload into a new release happens once (new-release-reload.test.ts);
// a page whose code still cannot load then says so instead of leaving an empty screen.
/** `Page` drawn as the router draws it, behind the layout's fallback. */
function renderPage(Page: ComponentType) {
  render(
    <Suspense fallback="Loading page…">
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the page from its chunk', async () => {
    const Page = lazyPage(
      async () => ({ ReferencePage: () => <h1>Reference & Calculations</h1> }),
      'ReferencePage',
    );
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Reference & Calculations' })).toBeVisible();
  });

  it('a page preloaded before it is drawn shows in the first render, never its fallback (0851)', async () => {
    const Page = lazyPage(
      async () => ({ ReferencePage: () => <h1>Reference & Calculations</h1> }),
      'ReferencePage',
    );
    await Page.preload();
    const seen: string[] = [];
    function Fallback() {
      seen.push('fallback');
      return 'Loading page…';
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    // No waiting: the heading is there as soon as render returns, and the fallback never drew.
    expect(screen.getByRole('heading', { name: 'Reference & Calculations' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('preload asks for the chunk once, however often it is called, and shares it with the page', async () => {
    const load = vi.fn(async () => ({ ReferencePage: () => <h1>Reference & Calculations</h1> }));
    const Page = lazyPage(load, 'ReferencePage');
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Reference & Calculations' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that fails settles quietly; the page then meets the failure and says so', async () => {
    sessionStorage.setItem('pipeproof.new-release-reload', String(Date.now() - 1_000));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Page = lazyPage(
      () => Promise.reject<{ ReferencePage: ComponentType }>(failure),
      'ReferencePage',
    );
    await expect(Page.preload()).resolves.toBeUndefined();
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    renderPage(Page);
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and reload.');
    consoleError.mockClear();
  });

  it('a chunk that fails again just after the reload: a message and a Reload button', async () => {
    // This tab reloaded for a new release a moment ago.
    sessionStorage.setItem('pipeproof.new-release-reload', String(Date.now() - 1_000));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Page = lazyPage(
      () => Promise.reject<{ ReferencePage: ComponentType }>(failure),
      'ReferencePage',
    );
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    renderPage(Page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check your connection and reload.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    // React reports the error it caught; that one is expected.
    expect(consoleError.mock.calls.flat()).toContain(failure);
    consoleError.mockClear();
  });

  it('a page that fails while it is drawn, its chunk in, says so without blaming the connection', async () => {
    const mistake = new RangeError('a figure out of range');
    function ReferencePage(): never {
      throw mistake;
    }
    const Page = lazyPage(async () => ({ ReferencePage }), 'ReferencePage');
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    renderPage(Page);
    const alert = await screen.findByRole('alert');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Something went wrong on our side. Reload to try again.');
    expect(alert).not.toHaveTextContent(/connection/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(consoleError.mock.calls.flat()).toContain(mistake);
    consoleError.mockClear();
  });
});
