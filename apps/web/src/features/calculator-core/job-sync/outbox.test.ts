import { describe, expect, it } from 'vitest';
import type { CreateJobRequestBody, CreateTestRecordRequestBody } from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';
import { describeSaveStatus } from './describe-save-status';
import {
  dismissRejected,
  EMPTY_OUTBOX,
  enqueueJobSave,
  enqueueTestRecord,
  type OutboxState,
} from './outbox';
import { processOutbox, type OutboxSenders } from './process-outbox';

const jobBody = (jobNumber: string) =>
  ({ jobDetails: { jobNumber } }) as unknown as CreateJobRequestBody;
const recordBody = (clientId: string) => ({ clientId }) as unknown as CreateTestRecordRequestBody;

function memoryStore(initial: OutboxState) {
  let state = initial;
  return {
    get: () => state,
    update: (change: (s: OutboxState) => OutboxState) => void (state = change(state)),
  };
}

function queued(): OutboxState {
  let state = enqueueJobSave(EMPTY_OUTBOX, {
    id: '1',
    kind: 'save-job',
    jobClientId: 'job',
    body: jobBody('A'),
  });
  state = enqueueTestRecord(state, {
    id: '2',
    kind: 'save-test-record',
    jobClientId: 'job',
    body: recordBody('r1'),
  });
  return state;
}

describe('outbox queue', () => {
  it('a later save of the same job takes the waiting one’s place, before its records', () => {
    const state = enqueueJobSave(queued(), {
      id: '3',
      kind: 'save-job',
      jobClientId: 'job',
      body: jobBody('B'),
    });
    expect(state.entries.map((e) => e.id)).toEqual(['1', '2']);
    expect(state.entries[0]?.body).toEqual(jobBody('B'));
  });

  it('queues a record once', () => {
    const state = enqueueTestRecord(queued(), {
      id: '9',
      kind: 'save-test-record',
      jobClientId: 'job',
      body: recordBody('r1'),
    });
    expect(state.entries).toHaveLength(2);
  });
});

describe('processOutbox', () => {
  const job = { id: 'server-job' };
  it('sends the job, remembers its id, then sends the record to it', async () => {
    const calls: string[] = [];
    const senders: OutboxSenders = {
      saveJob: async () => (calls.push('job'), job as never),
      saveTestRecord: async (jobId, body) => (
        calls.push(`${jobId}:${String(body.clientId)}`),
        {} as never
      ),
    };
    const store = memoryStore(queued());
    expect(await processOutbox(store, senders)).toEqual({ kind: 'done', rejected: [] });
    expect(calls).toEqual(['job', 'server-job:r1']);
    expect(store.get()).toEqual({ entries: [], jobIds: { job: 'server-job' }, rejected: [] });
  });

  it('keeps everything for later when there is no connection', async () => {
    const store = memoryStore(queued());
    const senders: OutboxSenders = {
      saveJob: async () => Promise.reject(new TypeError('Failed to fetch')),
      saveTestRecord: async () => ({}) as never,
    };
    expect((await processOutbox(store, senders)).kind).toBe('offline');
    expect(store.get().entries).toHaveLength(2);
  });

  it('keeps everything when signed out (401); what the server refuses (400) moves to the refused list with its reason', async () => {
    const signedOut = memoryStore(queued());
    await processOutbox(signedOut, {
      saveJob: async () => Promise.reject(new ApiError(401, 'Unauthorized', null)),
      saveTestRecord: async () => ({}) as never,
    });
    expect(signedOut.get().entries).toHaveLength(2);

    const refused = memoryStore(queued());
    const outcome = await processOutbox(refused, {
      saveJob: async () =>
        Promise.reject(
          new ApiError(400, '{}', { code: 'VALIDATION_ERROR', message: 'Location is required.' }),
        ),
      saveTestRecord: async () => ({}) as never,
    });
    expect(outcome).toEqual({
      kind: 'done',
      rejected: ['Location is required.', 'The job this test belongs to was not saved.'],
    });
    // Not dropped: shown to the engineer until dismissed (decision 0440).
    expect(refused.get().entries).toEqual([]);
    expect(
      refused.get().rejected.map(({ entry, reason }) => [entry.kind, entry.id, reason]),
    ).toEqual([
      ['save-job', '1', 'Location is required.'],
      ['save-test-record', '2', 'The job this test belongs to was not saved.'],
    ]);
    const afterDismiss = dismissRejected(refused.get(), '1');
    expect(afterDismiss.rejected.map(({ entry }) => entry.id)).toEqual(['2']);
  });

  it('a record’s refusal leaves the list when it is sent again, the job’s once it is saved; another record’s stays (0926)', async () => {
    const refusedFirst = memoryStore(queued());
    await processOutbox(refusedFirst, {
      saveJob: async () =>
        Promise.reject(new ApiError(403, '{}', { code: 'UPGRADE_REQUIRED', message: 'Premium.' })),
      saveTestRecord: async () => ({}) as never,
    });
    // A third record of the job, refused on its own.
    refusedFirst.update((state) => ({
      ...state,
      rejected: [
        ...state.rejected,
        {
          entry: { id: '5', kind: 'save-test-record', jobClientId: 'job', body: recordBody('r2') },
          reason: 'Refused.',
          rejectedAt: '2026-12-07T09:00:00.000Z',
        },
      ],
    }));
    // The reason put right, the job and its record r1 are sent again, under new entry ids.
    refusedFirst.update((state) =>
      enqueueTestRecord(
        enqueueJobSave(state, {
          id: '6',
          kind: 'save-job',
          jobClientId: 'job',
          body: jobBody('A'),
        }),
        { id: '7', kind: 'save-test-record', jobClientId: 'job', body: recordBody('r1') },
      ),
    );
    // The record sent again leaves the list at once; the job's refusal stays until it is saved.
    expect(refusedFirst.get().rejected.map(({ entry }) => entry.id)).toEqual(['1', '5']);
    const sent: string[] = [];
    expect(
      await processOutbox(refusedFirst, {
        saveJob: async () => (sent.push('job'), job as never),
        saveTestRecord: async (_jobId, body) => (sent.push(String(body.clientId)), {} as never),
      }),
    ).toEqual({ kind: 'done', rejected: [] });
    expect(sent).toEqual(['job', 'r1']);
    expect(refusedFirst.get().rejected.map(({ entry }) => entry.id)).toEqual(['5']);
  });
});

describe('describeSaveStatus', () => {
  const base = {
    isSignedIn: true,
    isStoredOnDevice: true,
    isWaiting: false,
    isOnAccount: true,
    isRefused: false,
    connection: 'done',
  } as const;
  it.each([
    [{ isSignedIn: false }, 'Saved on this device'],
    [{}, 'Saved to your account'],
    [{ isOnAccount: false }, 'Saved on this device'],
    [{ isWaiting: true, connection: 'offline' }, 'Waiting for connection'],
    [{ isWaiting: true, connection: 'sending' }, 'Saving to your account…'],
    [{ isWaiting: false, connection: 'sending' }, 'Saving to your account…'],
    [{ isWaiting: true, connection: 'signed-out' }, 'Saved on this device'],
    [{ isStoredOnDevice: false }, 'Not saved: this browser is blocking storage'],
    // A refusal listed: the account's copy is not the job on screen (0920).
    [{ isRefused: true }, 'Not saved to your account'],
    [{ isRefused: true, isWaiting: true, connection: 'sending' }, 'Saving to your account…'],
  ] as const)('%j → %s', (change, status) => {
    expect(describeSaveStatus({ ...base, ...change })).toBe(status);
  });
});
