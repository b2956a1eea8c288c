import type { CalculatorType } from '@pipeproof/engine';
import type { Owner } from '../../../lib/device/device-storage';
import {
  usePersistedDraft,
  type PersistedDraft,
  type PersistedDraftStore,
} from '../../../lib/use-persisted-draft';
import { createEmptyDraft, type CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { draftReducer } from '../model/draft-reducer';
import { getLoadedCalculatorEngine, loadCalculatorEngine } from '../engine/load-calculator-engine';
import { hasStoredDraft, readDraftAsWritten, saveDraft } from '../storage/draft-storage';

/** Typing is saved at most this long after the last key (≤ 300 ms, decision 0440). */
export const DRAFT_SAVE_DELAY_MS = 250;

/** Whose draft, for which calculator. */
interface DraftKey {
  readonly owner: Owner;
  readonly calculatorType: CalculatorType;
}

const readKey = (key: string) => JSON.parse(key) as DraftKey;

/** One job in progress per owner and calculator type (draft-storage.ts, decision 0440). */
const CALCULATOR_DRAFT_STORE: PersistedDraftStore<CalculatorDraft, DraftAction, string> = {
  load: (key) => {
    const { owner, calculatorType } = readKey(key);
    // A stored draft is read with the engine's schema: the page loads the engine before it
    // mounts when there is one (calculator-page.tsx, decision 0236).
    const engine = getLoadedCalculatorEngine();
    if (engine) return engine.loadDraft(owner, calculatorType);
    if (!hasStoredDraft(owner, calculatorType)) return { status: 'none' };
    // Stored by another tab after the page looked (React renders in slices): the page waits for
    // the engine (the route's Suspense) and reads it then, instead of opening a blank job that
    // could be saved over it. A thrown promise, not `use`: this read happens once, as the page
    // mounts, and the mount after the wait must not be asked to call `use` again (decision 0236).
    throw loadCalculatorEngine();
  },
  readStored: (key) => {
    const { owner, calculatorType } = readKey(key);
    return readDraftAsWritten(owner, calculatorType);
  },
  // Checked with the engine's schema, as the page's own read is (decision 0915).
  readOtherTabsCopy: (key, text) =>
    loadCalculatorEngine().then((engine) =>
      engine.readDraftText(text, readKey(key).calculatorType),
    ),
  save: (key, draft) => saveDraft(readKey(key).owner, draft),
  reducer: draftReducer,
  discardedToast: {
    title: 'Saved Job Discarded',
    description: 'The job saved on this device could not be read, so a fresh one has been started.',
  },
  saveDelayMs: DRAFT_SAVE_DELAY_MS,
};

/** The draft, its dispatch, and whether the browser took the last write (isStoredOnDevice). */
export type CalculatorDraftState = PersistedDraft<CalculatorDraft, DraftAction>;

/**
 * The owner's job in progress: restored from this device on load (a corrupt copy is discarded
 * with a toast), saved again shortly after every change and at once when the page is hidden or
 * closed. The page is mounted per owner, so another account never sees this draft.
 */
export function useCalculatorDraft(
  owner: Owner,
  calculatorType: CalculatorType,
): CalculatorDraftState {
  // A string key: the hook's effects compare it by value.
  const key = JSON.stringify({ owner, calculatorType } satisfies DraftKey);
  return usePersistedDraft(CALCULATOR_DRAFT_STORE, key, () => createEmptyDraft(calculatorType));
}
