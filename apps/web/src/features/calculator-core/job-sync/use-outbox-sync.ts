import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { CreateJobRequestBody, CreateTestRecordRequestBody } from '@pipeproof/contracts';
import { DEVICE_OWNER, type Owner } from '../../../lib/device/device-storage';
import {
  isSessionConfirmed,
  subscribeSessionConfirmation,
} from '../../../lib/device/session-confirmation';
import { JOBS_QUERY_KEY } from '../../../lib/jobs-query-keys';
import { USER_QUERY_KEY } from '../../../lib/session';
import { createClientId } from '../model/create-client-id';
import { describeSaveStatus, type SaveStatus } from './describe-save-status';
import {
  dismissRejected,
  enqueueJobSave,
  enqueueTestRecord,
  hasWaitingSaves,
  type RejectedSave,
} from './outbox';
import { adoptUnownedOutbox, getOutbox, subscribeOutbox, updateOutbox } from './outbox-store';
import { saveJob } from './save-job';
import { saveTestRecord } from './save-test-record';
import { processOutbox, type OutboxOutcome } from './process-outbox';

const RETRY_INTERVAL_MS = 30_000;

export interface OutboxSync {
  readonly status: SaveStatus;
  /** The server has answered for this job at least once. */
  readonly isOnAccount: boolean;
  /** The job's id on the server, once it has answered. */
  readonly serverJobId: string | null;
  /** Queues the job (this body) and any test records for the account, then sends. */
  readonly queue: (
    job: CreateJobRequestBody,
    records?: readonly CreateTestRecordRequestBody[],
  ) => void;
  /** Saves the server refused when it re-checked them, with its reasons. */
  readonly rejected: readonly RejectedSave[];
  readonly dismissRejected: (entryId: string) => void;
  /** This job's results still on their way to the account. */
  readonly unsentResults: number;
}

/**
 * An account's jobs go to it through its own outbox on the device (decisions 0411, 0440): sent
 * once the server has confirmed this page that the account is signed in, at once when a save is
 * queued, whenever the browser says it is back online, and every 30 s while saves are waiting.
 * Each save names the account it was kept for, so it is refused under anybody else's session.
 * One outbox per account, whichever calculator queued the save (the step calculators, /calc:
 * decision 0439), so any calculator page open sends them all.
 */
export function useOutboxSync(
  owner: Owner,
  jobClientId: string,
  isStoredOnDevice: boolean,
): OutboxSync {
  const isSignedIn = owner !== DEVICE_OWNER;
  const getSnapshot = useCallback(() => getOutbox(owner), [owner]);
  const outbox = useSyncExternalStore(subscribeOutbox, getSnapshot, getSnapshot);
  const [connection, setConnection] = useState<'idle' | 'sending' | OutboxOutcome['kind']>('idle');
  const isSending = useRef(false);
  const queryClient = useQueryClient();

  const store = useMemo(
    () => ({
      get: getSnapshot,
      update: (change: Parameters<typeof updateOutbox>[1]) => void updateOutbox(owner, change),
    }),
    [owner, getSnapshot],
  );
  const senders = useMemo(
    () => ({
      saveJob: (body: Parameters<typeof saveJob>[0]) => saveJob(body, owner),
      saveTestRecord: (jobId: string, body: Parameters<typeof saveTestRecord>[1]) =>
        saveTestRecord(jobId, body, owner),
    }),
    [owner],
  );

  const flush = useCallback(async () => {
    // Only with this account's own session, as the server has confirmed it to this page.
    if (!isSignedIn || !isSessionConfirmed(owner) || isSending.current) return;
    if (getOutbox(owner).entries.length === 0) return;
    isSending.current = true;
    setConnection('sending');
    const outcome = await processOutbox(store, senders);
    isSending.current = false;
    setConnection(outcome.kind);
    // The account page's job list (decision 0405) reads afresh after a save.
    void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    // Refused for the session: ask the server who is signed in now (it may have ended). A save
    // refused may be the plan that changed elsewhere (ended, or bought down): the page then offers
    // what the plan now allows (decision 0924).
    if (outcome.kind === 'signed-out' || outcome.rejected.length > 0) {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
    for (const reason of outcome.rejected) {
      toast.error('Not Saved to Your Account', {
        description: `${reason} The result is kept on this device, listed under 'Not Saved to Your Account'.`,
      });
    }
  }, [isSignedIn, owner, store, senders, queryClient]);

  // Sent once the server has confirmed the account, and again each time it confirms it anew. The
  // confirmation is listened for here, not rendered: the page is not drawn again when it comes
  // (decision 0862). `flush` itself sends nothing unconfirmed, so 'online' may always call it.
  useEffect(() => {
    if (!isSignedIn) return;
    let wasConfirmed = false;
    const onConfirmation = () => {
      const isConfirmed = isSessionConfirmed(owner);
      if (isConfirmed && !wasConfirmed) {
        adoptUnownedOutbox(owner);
        // A microtask: the status is not set during a commit, so a render is not followed at
        // once by another.
        queueMicrotask(() => void flush());
      }
      wasConfirmed = isConfirmed;
    };
    onConfirmation();
    const stopListening = subscribeSessionConfirmation(onConfirmation);
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => {
      stopListening();
      window.removeEventListener('online', retry);
    };
  }, [isSignedIn, owner, flush]);

  // A server that was down (5xx) sends no 'online' event when it is back: try again now and then.
  useEffect(() => {
    if (!isSignedIn || connection !== 'offline') return;
    const timer = window.setInterval(() => void flush(), RETRY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isSignedIn, connection, flush]);

  const queue = useCallback<OutboxSync['queue']>(
    (job, records = []) => {
      if (!isSignedIn) return;
      updateOutbox(owner, (state) => {
        let next = enqueueJobSave(state, {
          id: createClientId(),
          kind: 'save-job',
          jobClientId: job.clientId,
          body: job,
        });
        for (const body of records) {
          next = enqueueTestRecord(next, {
            id: createClientId(),
            kind: 'save-test-record',
            jobClientId: job.clientId,
            body,
          });
        }
        return next;
      });
      void flush();
    },
    [isSignedIn, owner, flush],
  );

  const serverJobId = outbox.jobIds[jobClientId] ?? null;
  const isWaiting = hasWaitingSaves(outbox, jobClientId);
  // Not yet confirmed by the server (no signal since the page loaded): saves wait. Only a job with
  // saves waiting is drawn again when the confirmation comes (decision 0862).
  const isHeldUnconfirmed = useSyncExternalStore(
    subscribeSessionConfirmation,
    () => isSignedIn && isWaiting && !isSessionConfirmed(owner),
    () => isSignedIn && isWaiting && !isSessionConfirmed(owner),
  );
  const status = describeSaveStatus({
    isSignedIn,
    isStoredOnDevice,
    isWaiting,
    isOnAccount: serverJobId !== null,
    isRefused: outbox.rejected.some((save) => save.entry.jobClientId === jobClientId),
    connection: isHeldUnconfirmed ? 'offline' : connection,
  });
  return {
    status,
    isOnAccount: serverJobId !== null,
    serverJobId,
    queue,
    rejected: outbox.rejected,
    unsentResults: outbox.entries.filter(
      (entry) => entry.kind === 'save-test-record' && entry.jobClientId === jobClientId,
    ).length,
    dismissRejected: (entryId) => updateOutbox(owner, (state) => dismissRejected(state, entryId)),
  };
}
