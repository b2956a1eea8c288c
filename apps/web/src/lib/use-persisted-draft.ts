import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { toast } from './toast';
import { onDraftFlushRequest } from './device/draft-flush';

/** What was found on this device for a draft. */
export type LoadedDraft<Draft> =
  | { readonly status: 'none' }
  | { readonly status: 'restored'; readonly draft: Draft }
  /** Something was stored but could not be trusted: it has been removed. */
  | { readonly status: 'discarded' };

/**
 * How one page keeps its draft on the device. Defined once per page, outside any component, so
 * the hook's effects do not start again on every render.
 */
export interface PersistedDraftStore<Draft, Action, Key> {
  /** Reads and checks the stored copy; a corrupt one is removed and reported as 'discarded'. */
  readonly load: (key: Key) => LoadedDraft<Draft>;
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

/**
 * A draft kept in localStorage as it is typed (decisions 0410, 0621): restored on mount (a corrupt
 * copy is discarded with a toast, and `createEmpty` starts afresh), written shortly after every
 * change, and at once when the page is hidden, closed or left, or when the account's work is
 * about to be sealed. Nothing is written until the draft has first changed (decision 0852). `key`
 * names whose draft it is (the owner and, for the step calculators, the calculator type); each
 * page keeps its own storage key, schema and reducer. A change of key does not reload: pages are
 * keyed by owner, so another account's draft is a fresh mount.
 */
export function usePersistedDraft<Draft, Action, Key>(
  store: PersistedDraftStore<Draft, Action, Key>,
  key: Key,
  createEmpty: () => Draft,
): PersistedDraft<Draft, Action> {
  const [loaded] = useState(() => store.load(key));
  const [draft, dispatch] = useReducer(store.reducer, undefined, () =>
    loaded.status === 'restored' ? loaded.draft : createEmpty(),
  );
  // What the page opened with: a fresh job, or the copy just read. Nothing is written until the
  // draft has first changed: an untouched job leaves nothing on the device, so the next visit does
  // not read one back (decision 0852), and a copy read here never overwrites a newer one written by
  // another tab meanwhile. From then on every state is written, even the opened one come back
  // (an undo that puts back the very job the page opened with).
  const [opened] = useState(draft);
  const hasChanged = useRef(false);
  const [isStoredOnDevice, setIsStoredOnDevice] = useState(true);
  const latest = useRef(draft);

  useEffect(() => {
    if (loaded.status !== 'discarded') return;
    toast.error(store.discardedToast.title, { description: store.discardedToast.description });
  }, [loaded.status, store]);

  useEffect(() => {
    latest.current = draft;
    if (draft !== opened) hasChanged.current = true;
    if (!hasChanged.current) return;
    const timer = window.setTimeout(
      () => setIsStoredOnDevice(store.save(key, draft)),
      store.saveDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [draft, key, opened, store]);

  useEffect(() => {
    const flush = () => {
      if (hasChanged.current) store.save(key, latest.current);
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    // Before the account's work is sealed away at sign-out (docs/decisions/0440).
    const stopFlushRequests = onDraftFlushRequest(flush);
    return () => {
      flush();
      stopFlushRequests();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, [key, store]);

  return { draft, dispatch, isStoredOnDevice };
}
