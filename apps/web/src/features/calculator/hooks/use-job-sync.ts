import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CalculationInput } from '@pipeproof/engine';
import { saveJob } from '../api/save-job';
import { saveTestRecord } from '../api/save-test-record';
import { createClientId } from '../model/create-client-id';
import type { CalculatorDraft, CompletedTest } from '../model/calculator-draft';
import { buildJobSaveBody, buildTestRecordBody } from '../model/build-save-requests';
import { enqueueJobSave, enqueueTestRecord, hasWaitingSaves } from '../storage/outbox';
import { getOutbox, subscribeOutbox, updateOutbox } from '../storage/outbox-store';
import { processOutbox, type OutboxOutcome } from '../storage/process-outbox';
import { describeSaveStatus, type SaveStatus } from '../storage/describe-save-status';

const STORE = { get: getOutbox, update: updateOutbox };
const SENDERS = { saveJob, saveTestRecord };
const RETRY_INTERVAL_MS = 30_000;

export interface JobSync {
  readonly status: SaveStatus;
  /** The server has answered for this job at least once. */
  readonly isOnAccount: boolean;
  /** Queues the job (with this calculation) and any records for the account, then sends. */
  readonly saveToAccount: (
    draft: CalculatorDraft,
    calculation: CalculationInput,
    records?: readonly CompletedTest[],
  ) => void;
}

/**
 * Signed-in engineers' jobs go to their account through the outbox: sent at once when there is
 * a connection, and again on load, whenever the browser says it is back online, and every 30 s
 * while saves are waiting.
 */
export function useJobSync(
  jobClientId: string,
  isSignedIn: boolean,
  isStoredOnDevice: boolean,
): JobSync {
  const outbox = useSyncExternalStore(subscribeOutbox, getOutbox, getOutbox);
  const [connection, setConnection] = useState<'idle' | 'sending' | OutboxOutcome['kind']>('idle');
  const isSending = useRef(false);
  const queryClient = useQueryClient();

  const flush = useCallback(async () => {
    if (isSending.current || getOutbox().entries.length === 0) return;
    isSending.current = true;
    setConnection('sending');
    const outcome = await processOutbox(STORE, SENDERS);
    isSending.current = false;
    setConnection(outcome.kind);
    // The account page's job list (decision 0405) reads afresh after a save.
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    for (const reason of outcome.rejected) {
      toast.error('Not Saved to Your Account', {
        description: `${reason} The job is still saved on this device.`,
      });
    }
  }, [queryClient]);

  useEffect(() => {
    if (!isSignedIn) return;
    void flush();
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [isSignedIn, flush]);

  // A server that was down (5xx) sends no 'online' event when it is back: try again now and then.
  useEffect(() => {
    if (!isSignedIn || connection !== 'offline') return;
    const timer = window.setInterval(() => void flush(), RETRY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isSignedIn, connection, flush]);

  const saveToAccount = useCallback<JobSync['saveToAccount']>(
    (draft, calculation, records = []) => {
      if (!isSignedIn) return;
      updateOutbox((state) => {
        let next = enqueueJobSave(state, {
          id: createClientId(),
          kind: 'save-job',
          jobClientId: draft.jobClientId,
          body: buildJobSaveBody(draft, calculation),
        });
        for (const record of records) {
          next = enqueueTestRecord(next, {
            id: createClientId(),
            kind: 'save-test-record',
            jobClientId: draft.jobClientId,
            body: buildTestRecordBody(record),
          });
        }
        return next;
      });
      void flush();
    },
    [isSignedIn, flush],
  );

  const isOnAccount = outbox.jobIds[jobClientId] !== undefined;
  const status = describeSaveStatus({
    isSignedIn,
    isStoredOnDevice,
    isWaiting: hasWaitingSaves(outbox, jobClientId),
    isOnAccount,
    connection,
  });
  return { status, isOnAccount, saveToAccount };
}
