import type { Job, TestRecord } from '@pipeproof/contracts';
import type { CreateJobRequestBody, CreateTestRecordRequestBody } from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';
import {
  rejectEntry,
  rememberJobId,
  removeEntry,
  settleRefusals,
  type OutboxEntry,
  type OutboxState,
} from './outbox';

export interface OutboxSenders {
  readonly saveJob: (body: CreateJobRequestBody) => Promise<Job>;
  readonly saveTestRecord: (
    jobId: string,
    body: CreateTestRecordRequestBody,
  ) => Promise<TestRecord>;
}

export interface OutboxStore {
  readonly get: () => OutboxState;
  readonly update: (change: (current: OutboxState) => OutboxState) => void;
}

/**
 * How a pass over the outbox ended: 'done' (empty), 'offline' (no connection or the server is
 * unwell: try again later), 'signed-out' (401, the session ended or belongs to another account:
 * kept for when the engineer signs in again). `rejected` lists the reasons the server gave for
 * the entries it refused on this pass; they wait in the outbox's rejected list (decision 0440).
 */
export type OutboxOutcome =
  | { readonly kind: 'done'; readonly rejected: readonly string[] }
  | { readonly kind: 'offline' | 'signed-out'; readonly rejected: readonly string[] };

type SendResult = 'sent' | 'retry-later' | 'signed-out' | { rejected: string };

async function send(
  entry: OutboxEntry,
  store: OutboxStore,
  senders: OutboxSenders,
): Promise<SendResult> {
  try {
    if (entry.kind === 'save-job') {
      const job = await senders.saveJob(entry.body);
      store.update((s) => rememberJobId(s, entry.jobClientId, job.id));
      return 'sent';
    }
    const jobId = store.get().jobIds[entry.jobClientId];
    // Its job's save was refused earlier: the record cannot be placed anywhere.
    if (jobId === undefined) return { rejected: 'The job this test belongs to was not saved.' };
    await senders.saveTestRecord(jobId, entry.body);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'retry-later';
    if (error.status === 401) return 'signed-out';
    if (error.status >= 500 || error.status === 408 || error.status === 429) return 'retry-later';
    // 400, 403, 404, 413: sending it again would get the same answer.
    return { rejected: error.userMessage };
  }
}

/** Sends the waiting saves in order until one cannot be sent now. Never throws. */
export async function processOutbox(
  store: OutboxStore,
  senders: OutboxSenders,
): Promise<OutboxOutcome> {
  const rejected: string[] = [];
  for (;;) {
    const entry = store.get().entries[0];
    if (entry === undefined) return { kind: 'done', rejected };
    const result = await send(entry, store, senders);
    if (result === 'retry-later') return { kind: 'offline', rejected };
    if (result === 'signed-out') return { kind: 'signed-out', rejected };
    if (result === 'sent') {
      store.update((s) => settleRefusals(removeEntry(s, entry.id), entry));
    } else {
      rejected.push(result.rejected);
      store.update((s) => rejectEntry(s, entry.id, result.rejected, new Date().toISOString()));
    }
  }
}
