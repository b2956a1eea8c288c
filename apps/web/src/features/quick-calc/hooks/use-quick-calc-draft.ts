import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createEmptyDraft, type QuickCalcDraft } from '../model/quick-calc-form';
import { loadQuickCalcDraft, saveQuickCalcDraft } from '../storage/quick-calc-storage';

/** Typing is stored at most this long after the last key. */
export const QUICK_CALC_SAVE_DELAY_MS = 250;

export type UpdateDraft = (change: (draft: QuickCalcDraft) => QuickCalcDraft) => void;

/**
 * The /calc form, restored from this device for this user (decision 0621), stored again shortly
 * after every change and at once when the page is hidden or left.
 */
export function useQuickCalcDraft(userId: string, canPurge: boolean) {
  const [loaded] = useState(() => loadQuickCalcDraft(userId));
  const [draft, setDraft] = useState<QuickCalcDraft>(() =>
    loaded.status === 'restored' ? loaded.draft : createEmptyDraft(canPurge),
  );
  const latest = useRef(draft);

  useEffect(() => {
    if (loaded.status !== 'discarded') return;
    toast.error('Saved Form Discarded', {
      description:
        'The form saved on this device could not be read, so a fresh one has been started.',
    });
  }, [loaded.status]);

  useEffect(() => {
    latest.current = draft;
    const timer = window.setTimeout(
      () => saveQuickCalcDraft(userId, draft),
      QUICK_CALC_SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, userId]);

  useEffect(() => {
    const flush = () => saveQuickCalcDraft(userId, latest.current);
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
  }, [userId]);

  const update: UpdateDraft = useCallback((change) => setDraft((current) => change(current)), []);
  return { draft, update };
}
