import { EMPTY_OUTBOX, type OutboxEntry, type OutboxState } from './outbox';
import {
  readList,
  readObject,
  readOneOf,
  readRecord,
  readText,
  type Reader,
} from './stored-value-readers';

/** localStorage-backed outbox shared by every calculator on the device. */
export const OUTBOX_STORAGE_KEY = 'pipeproof.outbox.v1';

// Bodies are checked by the server's contracts when sent; here only the envelope must be sound.
// Hand-written, not zod: the outbox loads with the calculator (decision 0641).
const readEntry = readObject<{
  id: string;
  kind: OutboxEntry['kind'];
  jobClientId: string;
  body: Record<string, unknown>;
}>({
  id: readText(200, 1),
  kind: readOneOf(['save-job', 'save-test-record']),
  jobClientId: readText(200, 1),
  body: readRecord,
});

const readJobIds: Reader<Record<string, string>> = (value, path) => {
  const record = readRecord(value, path);
  for (const [key, id] of Object.entries(record)) readText(200, 1)(id, `${path}.${key}`);
  return record as Record<string, string>;
};

function load(): OutboxState {
  try {
    const raw = localStorage.getItem(OUTBOX_STORAGE_KEY);
    if (raw === null) return EMPTY_OUTBOX;
    const stored = readRecord(JSON.parse(raw), 'outbox');
    if (stored.version !== 1) return EMPTY_OUTBOX;
    const entries = readList(readEntry, { max: 500 })(stored.entries, 'entries');
    // The envelope is sound; the bodies are what this app queued (the server re-checks them).
    return {
      entries: entries as unknown as OutboxEntry[],
      jobIds: readJobIds(stored.jobIds, 'jobIds'),
    };
  } catch {
    // Not JSON, another shape (StoredValueError), or storage refused: start empty.
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
