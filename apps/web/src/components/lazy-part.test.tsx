import { useState, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart, PartBoundary } from './lazy-part';

// docs/decisions/0906: a part of a page whose code cannot be fetched (no signal, not yet on the
// device) says so in its place, and is fetched again on the next attempt, never in a loop.

type Module = { Results: ComponentType<{ figure: string }> };
const MODULE: Module = { Results: ({ figure }) => <p>Test pressure {figure}</p> };
const NO_SIGNAL = new TypeError('Failed to fetch dynamically imported module');

/** A loader that fails `failures` times, then gives the module. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw NO_SIGNAL;
    return MODULE;
  });
  return load;
}

const MESSAGE = 'This part could not be loaded. Check your connection and try again.';

describe('lazyPart in a PartBoundary', () => {
  beforeEach(() => vi.mocked(console.error).mockImplementation(() => undefined));
  // React reports each failure it caught; nothing else may be reported.
  afterEach(() => {
    for (const call of vi.mocked(console.error).mock.calls) {
      expect(call).toContain(NO_SIGNAL);
    }
    vi.mocked(console.error).mockClear();
  });

  it('a part that cannot load says so in its place; the rest of the page stays, and redrawing does not fetch again', async () => {
    const load = flakyLoader(Infinity);
    const Results = lazyPart(load, 'Results');
    function Page() {
      const [jobNumber, setJobNumber] = useState('J-1');
      return (
        <>
          <label>
            Job Number
            <input value={jobNumber} onChange={(event) => setJobNumber(event.target.value)} />
          </label>
          <PartBoundary loading="Loading results">
            <Results figure="82.5 mbar" />
          </PartBoundary>
        </>
      );
    }
    render(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Typing redraws the page: the failed part is met again, not fetched again.
    await userEvent.type(screen.getByLabelText('Job Number'), '2');
    expect(screen.getByLabelText('Job Number')).toHaveValue('J-12');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('Try again fetches once more and shows the part when it comes', async () => {
    const load = flakyLoader(1);
    const Results = lazyPart(load, 'Results');
    render(
      <PartBoundary>
        <Results figure="82.5 mbar" />
      </PartBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Test pressure 82.5 mbar')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a dialog that cannot load offers its close beside Try again; opened again, it is fetched again', async () => {
    const load = flakyLoader(2);
    const Confirm = lazyPart(load, 'Results');
    function ClearButton() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button onClick={() => setIsOpen(true)}>Clear All Data</button>
          {isOpen ? (
            <PartBoundary onClose={() => setIsOpen(false)}>
              <Confirm figure="dialog" />
            </PartBoundary>
          ) : null}
        </>
      );
    }
    render(<ClearButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(load).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Test pressure dialog')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('the close button carries the dialog’s own way out when it is not a plain close', async () => {
    const onUndo = vi.fn();
    const Confirm = lazyPart(flakyLoader(Infinity), 'Results');
    render(
      <PartBoundary onClose={onUndo} closeLabel="Undo Last Change">
        <Confirm figure="1.2 m³" />
      </PartBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Undo Last Change' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('a part that has loaded is drawn from then on without fetching again', async () => {
    const load = flakyLoader(0);
    const Results = lazyPart(load, 'Results');
    const { unmount } = render(
      <PartBoundary>
        <Results figure="82.5 mbar" />
      </PartBoundary>,
    );
    expect(await screen.findByText('Test pressure 82.5 mbar')).toBeVisible();
    unmount();
    render(
      <PartBoundary>
        <Results figure="41 mbar" />
      </PartBoundary>,
    );
    expect(await screen.findByText('Test pressure 41 mbar')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a part that fails while it is drawn, its code in', () => {
  it('says it could not be shown, without sending the engineer to look for signal', async () => {
    const mistake = new RangeError('a figure out of range');
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    let shouldFail = true;
    function Results() {
      if (shouldFail) throw mistake;
      return <p>Test pressure 82.5 mbar</p>;
    }
    const Part = lazyPart(async () => ({ Results }), 'Results');
    render(
      <PartBoundary>
        <Part />
      </PartBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part could not be shown. Try again.');
    expect(alert).not.toHaveTextContent(/connection/);
    // React reports the error it caught.
    expect(consoleError.mock.calls.flat()).toContain(mistake);

    shouldFail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Test pressure 82.5 mbar')).toBeVisible();
    consoleError.mockClear();
  });
});
