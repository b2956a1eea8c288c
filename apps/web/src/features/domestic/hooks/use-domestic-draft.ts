import type { Owner } from '../../../lib/device/device-storage';
import { usePersistedDraft, type PersistedDraftStore } from '../../../lib/use-persisted-draft';
import type { DomesticAction } from '../model/domestic-actions';
import { createEmptyDomesticDraft, type DomesticDraft } from '../model/domestic-draft';
import { domesticReducer } from '../model/domestic-reducer';
import {
  loadDomesticDraft,
  readDomesticDraftAsWritten,
  readDomesticDraftText,
  saveDomesticDraft,
} from '../storage/domestic-storage';

/** Typing is saved at most this long after the last key (≤ 300 ms, decision 0440). */
export const DOMESTIC_SAVE_DELAY_MS = 250;

const DOMESTIC_DRAFT_STORE: PersistedDraftStore<DomesticDraft, DomesticAction, Owner> = {
  load: loadDomesticDraft,
  readStored: readDomesticDraftAsWritten,
  readOtherTabsCopy: (_owner, text) => readDomesticDraftText(text),
  save: saveDomesticDraft,
  reducer: domesticReducer,
  discardedToast: {
    title: 'Saved Job Discarded',
    description: 'The job saved on this device could not be read, so a fresh one has been started.',
  },
  saveDelayMs: DOMESTIC_SAVE_DELAY_MS,
};

/**
 * The owner's domestic job in progress: restored from this device on load, saved shortly after
 * every change and at once when the page is hidden or left. The page is mounted per owner.
 */
export function useDomesticDraft(owner: Owner) {
  return usePersistedDraft(DOMESTIC_DRAFT_STORE, owner, () => createEmptyDomesticDraft());
}
