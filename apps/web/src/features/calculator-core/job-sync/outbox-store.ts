import {
  DEVICE_OWNER,
  openOwner,
  ownerPrefix,
  readOwnerItem,
  writeOwnerItem,
  type Owner,
} from '../../../lib/device/device-storage';
import { recordUnsentResults } from '../../../lib/device/unsent-results';
import { countUnsentResults, EMPTY_OUTBOX, type OutboxEntry, type OutboxState } from './outbox';
import {
  readList,
  readObject,
  readOneOf,
  readRecord,
  readText,
  readWithDefault,
  type Reader,
} from '../../../lib/stored-value-readers';

/** Each account's outbox is kept with its other work on the device (decision 0440). */
export const OUTBOX_NAME = 'outbox.v1';
export function outboxStorageKey(owner: Owner): string {
  return ownerPrefix(owner) + OUTBOX_NAME;
}

/** Before outboxes had owners there was one for the device. */
const UNOWNED_OUTBOX_KEY = 'pipeproof.outbox.v1';

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

const readRejected = readObject<{
  entry: ReturnType<typeof readEntry>;
  reason: string;
  rejectedAt: string;
}>({ entry: readEntry, reason: readText(2000), rejectedAt: readText(100) });

const readJobIds: Reader<Record<string, string>> = (value, path) => {
  const record = readRecord(value, path);
  for (const [key, id] of Object.entries(record)) readText(200, 1)(id, `${path}.${key}`);
  return record as Record<string, string>;
};

function parse(raw: string | null): OutboxState {
  if (raw === null) return EMPTY_OUTBOX;
  try {
    const stored = readRecord(JSON.parse(raw), 'outbox');
    if (stored.version !== 1) return EMPTY_OUTBOX;
    const entries = readList(readEntry, { max: 500 })(stored.entries, 'entries');
    const rejected = readWithDefault(readList(readRejected, { max: 500 }), [])(
      stored.rejected,
      'rejected',
    );
    // The envelope is sound; the bodies are what this app queued (the server re-checks them).
    return {
      entries: entries as unknown as OutboxEntry[],
      jobIds: readJobIds(stored.jobIds, 'jobIds'),
      rejected: rejected as unknown as OutboxState['rejected'],
    };
  } catch {
    // Not JSON, another shape (StoredValueError): start empty.
    return EMPTY_OUTBOX;
  }
}

/** The last state read or written per owner, with the stored text it stands for. */
const cache = new Map<Owner, { raw: string | null; state: OutboxState }>();
const listeners = new Set<() => void>();

/**
 * An account's outbox (signed-out visitors send nothing: the device has none). Read from the
 * device each time, so a sign-out or another tab is seen at once; the same stored text gives the
 * same object, as useSyncExternalStore needs.
 */
export function getOutbox(owner: Owner): OutboxState {
  if (owner === DEVICE_OWNER) return EMPTY_OUTBOX;
  const raw = readOwnerItem(owner, OUTBOX_NAME);
  const cached = cache.get(owner);
  if (cached && cached.raw === raw) return cached.state;
  const state = parse(raw);
  cache.set(owner, { raw, state });
  return state;
}

export function updateOutbox(
  owner: Owner,
  change: (current: OutboxState) => OutboxState,
): OutboxState {
  // Only the account whose work is open: a signed-out account's outbox is sealed, not changed.
  if (owner === DEVICE_OWNER || openOwner() !== owner) return getOutbox(owner);
  const current = getOutbox(owner);
  const next = change(current);
  if (next === current) return next;
  const raw = JSON.stringify({ version: 1, ...next });
  const isStored = writeOwnerItem(owner, OUTBOX_NAME, raw);
  // Storage full or refused: the queue still lives for this page's lifetime.
  cache.set(owner, { raw: isStored ? raw : readOwnerItem(owner, OUTBOX_NAME), state: next });
  recordUnsentResults(owner, countUnsentResults(next));
  for (const listener of listeners) listener();
  return next;
}

/**
 * The outbox kept before outboxes had owners goes to the first account that sends on this
 * device after the update: saves were only ever queued while signed in, so the account still
 * signed in is the one that queued them (decision 0440).
 */
export function adoptUnownedOutbox(owner: Owner): void {
  if (owner === DEVICE_OWNER || openOwner() !== owner) return;
  let raw: string | null;
  try {
    raw = localStorage.getItem(UNOWNED_OUTBOX_KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  const unowned = parse(raw);
  updateOutbox(owner, (state) => ({
    entries: [
      ...unowned.entries,
      ...state.entries.filter((e) => !unowned.entries.some((u) => u.id === e.id)),
    ],
    jobIds: { ...unowned.jobIds, ...state.jobIds },
    rejected: [...unowned.rejected, ...state.rejected],
  }));
  localStorage.removeItem(UNOWNED_OUTBOX_KEY);
}

/** Also told of changes made in other tabs. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
