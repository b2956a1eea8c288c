import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  usePersistedDraft,
  type LoadedDraft,
  type PersistedDraftStore,
} from './use-persisted-draft';

interface Note {
  text: string;
}

const storageKey = (owner: string) => `pipeproof.test.note.${owner}`;

function readNote(raw: string): Note | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'text' in value && typeof value.text === 'string')
      return { text: value.text };
  } catch {
    // Not JSON.
  }
  return null;
}

/** A page's store as the calculators write theirs: real localStorage, a checked shape. */
const NOTE_STORE: PersistedDraftStore<Note, string, string> = {
  load: (owner): LoadedDraft<Note> => {
    const raw = localStorage.getItem(storageKey(owner));
    if (raw === null) return { status: 'none' };
    const note = readNote(raw);
    if (note) return { status: 'restored', draft: note };
    localStorage.removeItem(storageKey(owner));
    return { status: 'discarded' };
  },
  readStored: (owner) => localStorage.getItem(storageKey(owner)),
  readOtherTabsCopy: (_owner, text) => readNote(text),
  save: (owner, note) => {
    try {
      localStorage.setItem(storageKey(owner), JSON.stringify(note));
      return true;
    } catch {
      return false;
    }
  },
  reducer: (_note, text) => ({ text }),
  discardedToast: { title: 'Saved Note Discarded', description: 'It could not be read.' },
  saveDelayMs: 250,
};

const stored = (owner = 'sam') => localStorage.getItem(storageKey(owner));

function renderNote(owner = 'sam', wrapper?: (props: { children: ReactNode }) => ReactNode) {
  return renderHook(({ key }) => usePersistedDraft(NOTE_STORE, key, () => ({ text: 'empty' })), {
    initialProps: { key: owner },
    wrapper,
  });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('usePersistedDraft', () => {
  it('starts empty when nothing is stored, and writes a change once typing pauses', () => {
    vi.useFakeTimers();
    const { result } = renderNote();
    expect(result.current.draft).toEqual({ text: 'empty' });

    act(() => result.current.dispatch('Boiler'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.dispatch('Boiler house'));
    act(() => vi.advanceTimersByTime(200));
    // 400 ms since the first change, 200 ms since the last: nothing written yet.
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(stored()).toBe(JSON.stringify({ text: 'Boiler house' }));
    expect(result.current.isStoredOnDevice).toBe(true);
  });

  it('writes nothing for a job left untouched: not after the delay, nor when hidden, left or unmounted (0852)', () => {
    vi.useFakeTimers();
    const { unmount } = renderNote();
    act(() => vi.advanceTimersByTime(1_000));
    setVisibility('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(stored()).toBeNull();
  });

  it('does not write a restored copy back until it changes, so a newer one from another tab stays (0852)', () => {
    vi.useFakeTimers();
    localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'read here' }));
    const { result, unmount } = renderNote();
    expect(result.current.draft).toEqual({ text: 'read here' });
    // Another tab writes its newer copy while this one sits unchanged.
    localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'newer, from another tab' }));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored()).toBe(JSON.stringify({ text: 'newer, from another tab' }));

    // Once changed here, this tab's copy is written as before.
    act(() => result.current.dispatch('changed here'));
    unmount();
    expect(stored()).toBe(JSON.stringify({ text: 'changed here' }));
  });

  it('writes the opened copy again when a change is undone back to it (0852)', () => {
    vi.useFakeTimers();
    localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'finished job' }));
    // As 'Undo' after putting a finished job away: the page's reducer puts back the very object.
    const UNDOABLE_STORE: PersistedDraftStore<Note, Note | string, string> = {
      ...NOTE_STORE,
      reducer: (_note, action) => (typeof action === 'string' ? { text: action } : action),
    };
    const { result, unmount } = renderHook(() =>
      usePersistedDraft(UNDOABLE_STORE, 'sam', () => ({ text: 'empty' })),
    );
    const opened = result.current.draft;
    act(() => result.current.dispatch('a new job'));
    act(() => vi.advanceTimersByTime(250));
    expect(stored()).toBe(JSON.stringify({ text: 'a new job' }));

    act(() => result.current.dispatch(opened));
    act(() => vi.advanceTimersByTime(250));
    expect(stored()).toBe(JSON.stringify({ text: 'finished job' }));
    unmount();
    expect(stored()).toBe(JSON.stringify({ text: 'finished job' }));
  });

  describe('a copy another tab of the same account writes (0915)', () => {
    /**
     * Another tab writes its copy: this tab hears of it as a browser tells it, by an event, and
     * checks the copy before taking it up (a promise: the step calculators' checks may load first).
     */
    async function writeInAnotherTab(text: string | null, owner = 'sam') {
      if (text === null) localStorage.removeItem(storageKey(owner));
      else localStorage.setItem(storageKey(owner), text);
      await act(async () => {
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: storageKey(owner),
            newValue: text,
            storageArea: localStorage,
          }),
        );
      });
    }

    it('is taken up as it is written while nothing typed here waits, and is not written back', async () => {
      vi.useFakeTimers();
      const { result, unmount } = renderNote();
      act(() => result.current.dispatch('typed here'));
      act(() => vi.advanceTimersByTime(250));

      const theirs = JSON.stringify({ text: 'typed here, then the customer in the other tab' });
      await writeInAnotherTab(theirs);
      expect(result.current.draft).toEqual({
        text: 'typed here, then the customer in the other tab',
      });
      act(() => vi.advanceTimersByTime(1_000));
      act(() => void window.dispatchEvent(new Event('pagehide')));
      unmount();
      expect(stored()).toBe(theirs);
    });

    it('is taken up by a fresh job with nothing typed, and a change after it is written', async () => {
      vi.useFakeTimers();
      const { result } = renderNote();
      await writeInAnotherTab(JSON.stringify({ text: 'job number from the other tab' }));
      expect(result.current.draft).toEqual({ text: 'job number from the other tab' });

      act(() => result.current.dispatch('job number from the other tab, and a customer'));
      act(() => vi.advanceTimersByTime(250));
      expect(stored()).toBe(
        JSON.stringify({ text: 'job number from the other tab, and a customer' }),
      );
    });

    it('is taken up when the page is shown again, where no event came while it was hidden', async () => {
      vi.useFakeTimers();
      const { result } = renderNote();
      setVisibility('hidden');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      // A tab the phone froze in the background is told nothing.
      localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'written while frozen' }));
      expect(result.current.draft).toEqual({ text: 'empty' });

      setVisibility('visible');
      await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
      expect(result.current.draft).toEqual({ text: 'written while frozen' });
    });

    it('waits while a change typed here is unwritten: this tab’s later change is written over it', async () => {
      vi.useFakeTimers();
      const { result } = renderNote();
      act(() => result.current.dispatch('typed here'));
      await writeInAnotherTab(JSON.stringify({ text: 'written there' }));
      expect(result.current.draft).toEqual({ text: 'typed here' });
      act(() => vi.advanceTimersByTime(250));
      expect(stored()).toBe(JSON.stringify({ text: 'typed here' }));
    });

    it('is neither taken up nor removed when this page cannot read it, nor written over until a change', async () => {
      vi.useFakeTimers();
      localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'read here' }));
      const { result, unmount } = renderNote();
      const newerShape = JSON.stringify({ version: 2, note: 'a later release wrote this' });
      await writeInAnotherTab(newerShape);
      expect(result.current.draft).toEqual({ text: 'read here' });
      act(() => vi.advanceTimersByTime(1_000));
      act(() => void window.dispatchEvent(new Event('pagehide')));
      expect(stored()).toBe(newerShape);

      act(() => result.current.dispatch('changed here'));
      unmount();
      expect(stored()).toBe(JSON.stringify({ text: 'changed here' }));
    });

    it('keeps the job shown, unwritten, when the other tab removed the copy', async () => {
      vi.useFakeTimers();
      localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'read here' }));
      const { result, unmount } = renderNote();
      await writeInAnotherTab(null);
      expect(result.current.draft).toEqual({ text: 'read here' });
      unmount();
      expect(stored()).toBeNull();
    });

    it('is taken up once checks that load first have run, unless typing began meanwhile', async () => {
      let finishChecks = () => {};
      const LATE_STORE: PersistedDraftStore<Note, string, string> = {
        ...NOTE_STORE,
        readOtherTabsCopy: (_owner, text) =>
          new Promise((resolve) => {
            finishChecks = () => resolve(readNote(text));
          }),
      };
      const { result } = renderHook(() =>
        usePersistedDraft(LATE_STORE, 'sam', () => ({ text: 'empty' })),
      );
      await writeInAnotherTab(JSON.stringify({ text: 'checked late' }));
      expect(result.current.draft).toEqual({ text: 'empty' });
      await act(async () => finishChecks());
      expect(result.current.draft).toEqual({ text: 'checked late' });

      await writeInAnotherTab(JSON.stringify({ text: 'checked late again' }));
      act(() => result.current.dispatch('typed while the checks loaded'));
      await act(async () => finishChecks());
      expect(result.current.draft).toEqual({ text: 'typed while the checks loaded' });
    });

    it('is not taken up from another account’s key', async () => {
      const { result } = renderNote('sam');
      await writeInAnotherTab(JSON.stringify({ text: 'Jo’s job' }), 'jo');
      expect(result.current.draft).toEqual({ text: 'empty' });
    });
  });

  it('restores the stored copy of this key only', () => {
    localStorage.setItem(storageKey('sam'), JSON.stringify({ text: 'Sam’s job' }));
    expect(renderNote('sam').result.current.draft).toEqual({ text: 'Sam’s job' });
    expect(renderNote('jo').result.current.draft).toEqual({ text: 'empty' });
  });

  it('writes at once when the page is hidden, when it is left, and on unmount', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderNote();

    act(() => result.current.dispatch('hidden'));
    setVisibility('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(stored()).toBe(JSON.stringify({ text: 'hidden' }));

    setVisibility('visible');
    act(() => result.current.dispatch('visible again'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(stored()).toBe(JSON.stringify({ text: 'hidden' }));

    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored()).toBe(JSON.stringify({ text: 'visible again' }));

    act(() => result.current.dispatch('last'));
    unmount();
    expect(stored()).toBe(JSON.stringify({ text: 'last' }));
  });

  it('says so when the browser refuses the write (storage full), and recovers', () => {
    vi.useFakeTimers();
    const { result } = renderNote();
    // jsdom keeps localStorage to 5 million characters, as browsers do.
    act(() => result.current.dispatch('x'.repeat(6_000_000)));
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.isStoredOnDevice).toBe(false);

    act(() => result.current.dispatch('short'));
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.isStoredOnDevice).toBe(true);
    expect(stored()).toBe(JSON.stringify({ text: 'short' }));
  });

  it('discards a copy it cannot read, with the page’s toast, and starts afresh', async () => {
    localStorage.setItem(storageKey('sam'), '{not json');
    const withToaster = ({ children }: { children: ReactNode }) => (
      <>
        {children}
        <Toaster />
      </>
    );
    const { result } = renderNote('sam', withToaster);
    expect(result.current.draft).toEqual({ text: 'empty' });
    expect(await screen.findByText('Saved Note Discarded')).toBeInTheDocument();
    expect(screen.getByText('It could not be read.')).toBeInTheDocument();
    // Removed at once, then written again as the fresh draft.
    expect(stored()).not.toBe('{not json');
  });
});
