import type { RejectedSave } from '../../calculator-core';
import type { DomesticRecord } from './domestic-draft';

/**
 * Where the job's last queued record stands against the result on screen (decision 0917):
 * 'none' (nothing recorded), 'recorded' (this result, sent or on its way), 'refused' (this result,
 * refused by the server when it checked it: never said to be recorded, and no certificate is
 * issued as if it were), 'changed' (the calculation or a reading changed since).
 */
export type DomesticRecordState = 'none' | 'recorded' | 'refused' | 'changed';

export function assessDomesticRecord(
  record: DomesticRecord | null,
  key: string,
  rejected: readonly RejectedSave[],
): DomesticRecordState {
  if (record === null) return 'none';
  if (record.key !== key) return 'changed';
  const isRefused = rejected.some(
    (save) =>
      save.entry.kind === 'save-test-record' && save.entry.body.clientId === record.clientId,
  );
  return isRefused ? 'refused' : 'recorded';
}
