import type * as DraftStorage from '../storage/draft-storage';

/**
 * The draft storage as it is when another tab stores a job in the moment between the page's look
 * for one (calculator-page.tsx) and the draft's read (use-calculator-draft.ts): the first look
 * answers "none", every later one sees the job, as the device then holds it (decision 0236).
 * For a `vi.mock` of '../storage/draft-storage'; `look.count` counts the looks.
 */
export function withLateStoredDraft(
  storage: typeof DraftStorage,
  look: { count: number },
): typeof DraftStorage {
  return {
    ...storage,
    hasStoredDraft: (...args: Parameters<typeof storage.hasStoredDraft>) => {
      look.count += 1;
      return look.count > 1 && storage.hasStoredDraft(...args);
    },
  };
}
