import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import type { CalculatorType } from '@pipeproof/engine';
import { createEmptyDraft, type CalculatorDraft } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { draftReducer } from '../model/draft-reducer';
import { loadDraft, saveDraft } from '../storage/draft-storage';

/** Typing is saved at most this long after the last key (issue 4: ≤ 300 ms). */
export const DRAFT_SAVE_DELAY_MS = 250;

export interface CalculatorDraftState {
  readonly draft: CalculatorDraft;
  readonly dispatch: Dispatch<DraftAction>;
  /** False when the browser refused to store the draft (private mode, storage full). */
  readonly isStoredOnDevice: boolean;
}

/**
 * The job in progress: restored from this device on load (a corrupt copy is discarded with a
 * toast), saved again shortly after every change and at once when the page is hidden or closed.
 */
export function useCalculatorDraft(calculatorType: CalculatorType): CalculatorDraftState {
  const [loaded] = useState(() => loadDraft(calculatorType));
  const [draft, dispatch] = useReducer(draftReducer, calculatorType, (type) =>
    loaded.status === 'restored' ? loaded.draft : createEmptyDraft(type),
  );
  const [isStoredOnDevice, setIsStoredOnDevice] = useState(true);
  const latest = useRef(draft);

  useEffect(() => {
    if (loaded.status !== 'discarded') return;
    toast.error('Saved Job Discarded', {
      description:
        'The job saved on this device could not be read, so a fresh one has been started.',
    });
  }, [loaded.status]);

  useEffect(() => {
    latest.current = draft;
    const timer = window.setTimeout(
      () => setIsStoredOnDevice(saveDraft(draft)),
      DRAFT_SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft]);

  useEffect(() => {
    const flush = () => saveDraft(latest.current);
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, []);

  return { draft, dispatch, isStoredOnDevice };
}
