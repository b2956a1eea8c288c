import type { CalculatorType } from '@pipeproof/engine';
import {
  usePersistedDraft,
  type PersistedDraft,
  type PersistedDraftStore,
} from '../../../lib/use-persisted-draft';
import { createEmptyDraft, type CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { draftReducer } from '../model/draft-reducer';
import { loadDraft, saveDraft } from '../storage/draft-storage';

/** Typing is saved at most this long after the last key (issue 4: ≤ 300 ms). */
export const DRAFT_SAVE_DELAY_MS = 250;

/** One job in progress per calculator type, under its own storage key (draft-storage.ts). */
const CALCULATOR_DRAFT_STORE: PersistedDraftStore<CalculatorDraft, DraftAction, CalculatorType> = {
  load: loadDraft,
  // The draft names its own calculator type, and so its storage key.
  save: (_calculatorType, draft) => saveDraft(draft),
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
 * The job in progress: restored from this device on load (a corrupt copy is discarded with a
 * toast), saved again shortly after every change and at once when the page is hidden or closed.
 */
export function useCalculatorDraft(calculatorType: CalculatorType): CalculatorDraftState {
  return usePersistedDraft(CALCULATOR_DRAFT_STORE, calculatorType, () =>
    createEmptyDraft(calculatorType),
  );
}
