import { usePersistedDraft, type PersistedDraftStore } from '../../../lib/use-persisted-draft';
import { createEmptyDraft, type QuickCalcDraft } from '../model/quick-calc-form';
import { loadQuickCalcDraft, saveQuickCalcDraft } from '../storage/quick-calc-storage';

/** Typing is stored at most this long after the last key. */
export const QUICK_CALC_SAVE_DELAY_MS = 250;

/** A pure change of the whole draft: the page's only kind of action. */
export type DraftChange = (draft: QuickCalcDraft) => QuickCalcDraft;
export type UpdateDraft = (change: DraftChange) => void;

/** One form per signed-in user on this device, under its own storage key (decision 0621). */
const QUICK_CALC_DRAFT_STORE: PersistedDraftStore<QuickCalcDraft, DraftChange, string> = {
  load: loadQuickCalcDraft,
  save: saveQuickCalcDraft,
  reducer: (draft, change) => change(draft),
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
  const { draft, dispatch } = usePersistedDraft(QUICK_CALC_DRAFT_STORE, userId, () =>
    createEmptyDraft(canPurge),
  );
  const update: UpdateDraft = dispatch;
  return { draft, update };
}
