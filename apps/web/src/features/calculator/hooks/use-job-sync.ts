import { useCallback } from 'react';
import type { CalculationInput } from '@pipeproof/engine';
import type { Owner } from '../../../lib/device/device-storage';
import { useOutboxSync, type OutboxSync } from '../../calculator-core';
import type { CalculatorDraft, CompletedTest } from '../model/calculator-draft';
import { buildJobSaveBody, buildTestRecordBody } from '../model/build-save-requests';

export interface JobSync extends Omit<OutboxSync, 'queue' | 'serverJobId'> {
  /** Queues the job (with this calculation) and any records for the account, then sends. */
  readonly saveToAccount: (
    draft: CalculatorDraft,
    calculation: CalculationInput,
    records?: readonly CompletedTest[],
  ) => void;
}

/**
 * The step calculator's job on the account: calculator-core's outbox (decisions 0411, 0440) fed
 * with this calculator's save bodies.
 */
export function useJobSync(owner: Owner, jobClientId: string, isStoredOnDevice: boolean): JobSync {
  const {
    queue,
    serverJobId: _serverJobId,
    ...sync
  } = useOutboxSync(owner, jobClientId, isStoredOnDevice);
  const saveToAccount = useCallback<JobSync['saveToAccount']>(
    (draft, calculation, records = []) =>
      queue(
        buildJobSaveBody(draft, calculation),
        records.map((record) => buildTestRecordBody(record)),
      ),
    [queue],
  );
  return { ...sync, saveToAccount };
}
