/**
 * Pages keep what is being typed in memory and write it to the device shortly afterwards. Before
 * an account's work is sealed away, they are asked to write it at once (docs/decisions/0440).
 */
const DRAFT_FLUSH_EVENT = 'pipeproof:flush-drafts';

export function requestDraftFlush(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DRAFT_FLUSH_EVENT));
}

export function onDraftFlushRequest(listener: () => void): () => void {
  window.addEventListener(DRAFT_FLUSH_EVENT, listener);
  return () => window.removeEventListener(DRAFT_FLUSH_EVENT, listener);
}
