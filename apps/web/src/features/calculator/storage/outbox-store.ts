import { z } from 'zod';
import { EMPTY_OUTBOX, type OutboxEntry, type OutboxState } from './outbox';

/** localStorage-backed outbox shared by every calculator on the device. */
export const OUTBOX_STORAGE_KEY = 'pipeproof.outbox.v1';

// Bodies are checked by the server's contracts when sent; here only the envelope must be sound.
const body = z.record(z.string(), z.unknown());
const EntrySchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['save-job', 'save-test-record']),
  jobClientId: z.string().min(1),
  body,
});
const StoredOutboxSchema = z.object({
  version: z.literal(1),
  entries: z.array(EntrySchema).max(500),
  jobIds: z.record(z.string(), z.string()),
});

function load(): OutboxState {
  try {
    const raw = localStorage.getItem(OUTBOX_STORAGE_KEY);
    if (raw === null) return EMPTY_OUTBOX;
    const parsed = StoredOutboxSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return EMPTY_OUTBOX;
    // The envelope is sound; the bodies are what this app queued (the server re-checks them).
    return { entries: parsed.data.entries as unknown as OutboxEntry[], jobIds: parsed.data.jobIds };
  } catch {
    return EMPTY_OUTBOX;
  }
}

let state: OutboxState | null = null;
const listeners = new Set<() => void>();

export function getOutbox(): OutboxState {
  state ??= load();
  return state;
}

export function updateOutbox(change: (current: OutboxState) => OutboxState): OutboxState {
  const next = change(getOutbox());
  if (next === state) return next;
  state = next;
  try {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ version: 1, ...next }));
  } catch {
    // Storage full or refused: the queue still lives for this page's lifetime.
  }
  for (const listener of listeners) listener();
  return next;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from what is in localStorage now. */
export function reloadOutboxForTests(): void {
  state = null;
}
