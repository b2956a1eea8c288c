import type { CreateJobRequestBody, CreateTestRecordRequestBody } from '@pipeproof/contracts';

/**
 * Saves waiting to reach the server, oldest first, one outbox per account on the device
 * (decisions 0411, 0440). Every body carries the clientId made on the device, and the server
 * treats the same clientId again as the same job or record, so sending an entry twice (a retry,
 * a second tab) never makes a duplicate.
 */
export type OutboxEntry =
  | {
      readonly id: string;
      readonly kind: 'save-job';
      readonly jobClientId: string;
      readonly body: CreateJobRequestBody;
    }
  | {
      readonly id: string;
      readonly kind: 'save-test-record';
      readonly jobClientId: string;
      readonly body: CreateTestRecordRequestBody;
    };

/** A save the server refused when it re-checked it (tier, ownership, validity), with its reason. */
export interface RejectedSave {
  readonly entry: OutboxEntry;
  /** The server's sentence. */
  readonly reason: string;
  readonly rejectedAt: string;
}

export interface OutboxState {
  readonly entries: readonly OutboxEntry[];
  /** Server job id by the job's clientId, once the server has answered. */
  readonly jobIds: Readonly<Record<string, string>>;
  /** Kept and shown to the engineer until dismissed: a refused result is never dropped silently. */
  readonly rejected: readonly RejectedSave[];
}

export const EMPTY_OUTBOX: OutboxState = { entries: [], jobIds: {}, rejected: [] };

/**
 * A job save. A save of the same job already waiting takes the newer body in its place (the
 * server keeps the last one anyway), so the job is still created before its records.
 */
export function enqueueJobSave(
  state: OutboxState,
  entry: Extract<OutboxEntry, { kind: 'save-job' }>,
): OutboxState {
  const waiting = state.entries.findIndex(
    (e) => e.kind === 'save-job' && e.jobClientId === entry.jobClientId,
  );
  if (waiting < 0) return { ...state, entries: [...state.entries, entry] };
  const entries = state.entries.map((e, i) => (i === waiting ? { ...entry, id: e.id } : e));
  return { ...state, entries };
}

/**
 * A test record save; the same record (clientId) already waiting is not queued twice. A refusal of
 * the same record still listed leaves the list as it is sent again (/calc sends a record again
 * once its job's refusal is dismissed): refused again, it is listed again with the server's new
 * reason (decision 0926).
 */
export function enqueueTestRecord(
  state: OutboxState,
  entry: Extract<OutboxEntry, { kind: 'save-test-record' }>,
): OutboxState {
  const isWaiting = state.entries.some(
    (e) => e.kind === 'save-test-record' && e.body.clientId === entry.body.clientId,
  );
  if (isWaiting) return state;
  return { ...settleRefusals(state, entry), entries: [...state.entries, entry] };
}

export function removeEntry(state: OutboxState, id: string): OutboxState {
  return { ...state, entries: state.entries.filter((e) => e.id !== id) };
}

/** The server refused the entry: it leaves the queue for the list the engineer is shown. */
export function rejectEntry(
  state: OutboxState,
  id: string,
  reason: string,
  rejectedAt: string,
): OutboxState {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry) return state;
  return {
    ...removeEntry(state, id),
    rejected: [...state.rejected, { entry, reason, rejectedAt }],
  };
}

/**
 * The entry has reached the account, or is sent again: a refusal of the same save listed earlier
 * (the same job's, or the same record's by its clientId) no longer says anything true, and leaves
 * the list (decision 0926). A refusal of another record stays until it is dismissed.
 */
export function settleRefusals(state: OutboxState, sent: OutboxEntry): OutboxState {
  const rejected = state.rejected.filter(
    ({ entry }) =>
      entry.jobClientId !== sent.jobClientId ||
      entry.kind !== sent.kind ||
      (entry.kind === 'save-test-record' && entry.body.clientId !== sent.body.clientId),
  );
  return { ...state, rejected };
}

/** The engineer has read why a save was refused. */
export function dismissRejected(state: OutboxState, id: string): OutboxState {
  return { ...state, rejected: state.rejected.filter((r) => r.entry.id !== id) };
}

/** Test results still on their way to the account (job details alone are not results). */
export function countUnsentResults(state: OutboxState): number {
  return state.entries.filter((e) => e.kind === 'save-test-record').length;
}

export function rememberJobId(state: OutboxState, jobClientId: string, jobId: string): OutboxState {
  if (state.jobIds[jobClientId] === jobId) return state;
  return { ...state, jobIds: { ...state.jobIds, [jobClientId]: jobId } };
}

export function hasWaitingSaves(state: OutboxState, jobClientId: string): boolean {
  return state.entries.some((e) => e.jobClientId === jobClientId);
}
