import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { toast } from './toast';
import { onDraftFlushRequest } from './device/draft-flush';

/** What was found on this device for a draft. */
export type LoadedDraft<Draft> =
  | { readonly status: 'none' }
  | { readonly status: 'restored'; readonly draft: Draft }
  /** Something was stored but could not be trusted: it has been removed. */
  | { readonly status: 'discarded' };

/**
 * What a page finds in a stored copy's text (`read`: checked, or null when it cannot be trusted):
 * none, the draft restored, or — the copy removed by `remove` — discarded.
 */
export function openStoredCopy<Draft>(
  text: string | null,
  read: (text: string) => Draft | null,
  remove: () => void,
): LoadedDraft<Draft> {
  if (text === null) return { status: 'none' };
  const draft = read(text);
  if (draft !== null) return { status: 'restored', draft };
  remove();
  return { status: 'discarded' };
}

/**
 * How one page keeps its draft on the device. Defined once per page, outside any component, so
 * the hook's effects do not start again on every render.
 */
export interface PersistedDraftStore<Draft, Action, Key> {
  /** Reads and checks the stored copy; a corrupt one is removed and reported as 'discarded'. */
  readonly load: (key: Key) => LoadedDraft<Draft>;
  /** The stored copy's text exactly as written, or null: a cheap look, nothing checked. */
  readonly readStored: (key: Key) => string | null;
  /**
   * A copy another tab wrote, checked as `load` checks but never removed: null when it cannot be
   * trusted here (a shape this page does not know). A promise where the checks' code has to load.
   */
  readonly readOtherTabsCopy: (key: Key, text: string) => Draft | null | Promise<Draft | null>;
  /** Writes a copy; false when the browser refused (private mode, storage full). */
  readonly save: (key: Key, draft: Draft) => boolean;
  readonly reducer: (draft: Draft, action: Action) => Draft;
  /** The error toast when the stored copy could not be read. */
  readonly discardedToast: { readonly title: string; readonly description: string };
  /** Typing is written at most this long after the last change. */
  readonly saveDelayMs: number;
}

export interface PersistedDraft<Draft, Action> {
  readonly draft: Draft;
  readonly dispatch: Dispatch<Action>;
  /** False when the browser refused the last write. */
  readonly isStoredOnDevice: boolean;
}

/** The hook's own action: the draft becomes the copy another tab wrote (decision 0915). */
const TAKE_UP = Symbol();

interface TakeUp<Draft> {
  readonly [TAKE_UP]?: Draft;
}

/**
 * What this page knows of the stored copy: the draft it holds (at first what the page opened
 * with: the copy just read, or a fresh job that needs none; then each draft written or taken up)
 * and its text as last read or written here. Another tab's write changes the text.
 */
interface KnownCopy<Draft> {
  readonly draft: Draft;
  readonly text: string | null;
}

/**
 * A draft kept in localStorage as it is typed (decisions 0410, 0621): restored on mount (a corrupt
 * copy is discarded with a toast, and `createEmpty` starts afresh), written shortly after every
 * change, and at once when the page is hidden, closed or left, or when the account's work is
 * about to be sealed. Nothing is written until the draft has first changed (decision 0852). A copy
 * another tab of the same account writes is taken up here while nothing typed here waits to be
 * written: as the other tab writes, and again when this page is shown (decision 0915). `key`
 * names whose draft it is (the owner and, for the step calculators, the calculator type); each
 * page keeps its own storage key, schema and reducer. A change of key does not reload: pages are
 * keyed by owner, so another account's draft is a fresh mount.
 */
export function usePersistedDraft<Draft, Action, Key>(
  store: PersistedDraftStore<Draft, Action, Key>,
  key: Key,
  createEmpty: () => Draft,
): PersistedDraft<Draft, Action> {
  // The text first: a copy another tab writes between the two reads is then taken up later.
  const [opening] = useState(() => ({ text: store.readStored(key), loaded: store.load(key) }));
  const { loaded } = opening;
  const [draft, dispatch] = useReducer(
    (current: Draft, action: Action | TakeUp<Draft>) =>
      (action as TakeUp<Draft>)[TAKE_UP] ?? store.reducer(current, action as Action),
    undefined,
    () => (loaded.status === 'restored' ? loaded.draft : createEmpty()),
  );
  // Only a draft other than the known copy's is written, so an untouched job leaves nothing on
  // the device and a copy read here never overwrites a newer one from another tab (decision
  // 0852), while an undo back to the opened job after a later write is written again.
  const known = useRef<KnownCopy<Draft>>({ draft, text: opening.text });
  const [isStoredOnDevice, setIsStoredOnDevice] = useState(true);
  const latest = useRef(draft);

  useEffect(() => {
    if (loaded.status !== 'discarded') return;
    toast.error(store.discardedToast.title, { description: store.discardedToast.description });
  }, [loaded.status, store]);

  // Writes the latest draft unless the stored copy already holds it; false when the browser
  // refused (private mode, storage full).
  const flush = useCallback(() => {
    const current = latest.current;
    if (current === known.current.draft) return true;
    const isWritten = store.save(key, current);
    if (isWritten) known.current = { draft: current, text: store.readStored(key) };
    return isWritten;
  }, [key, store]);

  useEffect(() => {
    latest.current = draft;
    if (draft === known.current.draft) return;
    const timer = window.setTimeout(() => setIsStoredOnDevice(flush()), store.saveDelayMs);
    return () => window.clearTimeout(timer);
  }, [draft, flush, store]);

  useEffect(() => {
    const lookForOtherTabsCopy = () => {
      const text = store.readStored(key);
      // Unchanged, or removed there (the account signed out, a job moved into it): kept as shown.
      if (text === known.current.text || text === null) return;
      // Where the checks' code could not load (no signal), the failure is let go (`Boolean`): the
      // copy is looked for again on the other tab's next write, or when this page is next shown.
      Promise.resolve(store.readOtherTabsCopy(key, text)).then((copy) => {
        // Typed here meanwhile (written over it in a moment: the later change wins), or written
        // over again there: the newer write is the one that stands.
        if (latest.current !== known.current.draft || store.readStored(key) !== text) return;
        // A copy this page cannot trust stays stored, and is not taken up.
        known.current = { draft: copy ?? known.current.draft, text };
        if (copy !== null) dispatch({ [TAKE_UP]: (latest.current = copy) });
      }, Boolean);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
      else lookForOtherTabsCopy();
    };
    // Any storage write of another tab; a phone's frozen tab is told nothing, so also when shown.
    window.addEventListener('storage', lookForOtherTabsCopy);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    // Before the account's work is sealed away at sign-out (docs/decisions/0440).
    const stopFlushRequests = onDraftFlushRequest(flush);
    return () => {
      flush();
      stopFlushRequests();
      window.removeEventListener('storage', lookForOtherTabsCopy);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [flush, key, store]);

  return { draft, dispatch: dispatch as Dispatch<Action>, isStoredOnDevice };
}
