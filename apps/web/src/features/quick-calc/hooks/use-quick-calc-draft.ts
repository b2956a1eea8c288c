import { usePersistedDraft, type PersistedDraftStore } from '../../../lib/use-persisted-draft';
import type { QuickCalcAction } from '../model/quick-calc-actions';
import { createEmptyDraft, type QuickCalcDraft } from '../model/quick-calc-form';
import { quickCalcReducer } from '../model/quick-calc-reducer';
import {
  loadQuickCalcDraft,
  readQuickCalcDraftAsWritten,
  readQuickCalcDraftText,
  saveQuickCalcDraft,
} from '../storage/quick-calc-storage';

/** Typing is stored at most this long after the last key. */
export const QUICK_CALC_SAVE_DELAY_MS = 250;

/** One form per signed-in user on this device, under its own storage key (decision 0621). */
const QUICK_CALC_DRAFT_STORE: PersistedDraftStore<QuickCalcDraft, QuickCalcAction, string> = {
  load: loadQuickCalcDraft,
  readStored: readQuickCalcDraftAsWritten,
  readOtherTabsCopy: (_userId, text) => readQuickCalcDraftText(text),
  save: saveQuickCalcDraft,
  reducer: quickCalcReducer,
  discardedToast: {
    title: 'Saved Form Discarded',
    description:
      'The form saved on this device could not be read, so a fresh one has been started.',
  },
  saveDelayMs: QUICK_CALC_SAVE_DELAY_MS,
};

/**
 * The /calc form, restored from this device for this user (decision 0621), stored again shortly
 * after every change and at once when the page is hidden or left.
 */
export function useQuickCalcDraft(userId: string, canPurge: boolean) {
  return usePersistedDraft(QUICK_CALC_DRAFT_STORE, userId, () => createEmptyDraft(canPurge));
}
