import { useCallback, useSyncExternalStore } from 'react';
import type { Owner } from '../../../lib/device/device-storage';
import {
  dismissRejected,
  getOutbox,
  RejectedSaves,
  subscribeOutbox,
  updateOutbox,
} from '../../calculator-core';

export interface JobRefusalsProps {
  readonly owner: Owner;
  readonly jobClientId: string;
  /** After the refusal is taken off the list (the page forgets that the job was sent). */
  readonly onDismissed: () => void;
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * The job's refused saves, read from the account's outbox, while the 'Save as Job' card is not on
 * the page: the plan has dropped below the result and the upgrade card stands in its place
 * (decision 0924). Sends nothing; the list is the one every calculator shows. Loaded with the
 * results (calculated-results.tsx), which a result on the page has loaded already.
 */
export function JobRefusals({ owner, jobClientId, onDismissed, headingLevel }: JobRefusalsProps) {
  const getSnapshot = useCallback(() => getOutbox(owner), [owner]);
  const outbox = useSyncExternalStore(subscribeOutbox, getSnapshot, getSnapshot);
  return (
    <RejectedSaves
      rejected={outbox.rejected.filter((save) => save.entry.jobClientId === jobClientId)}
      headingLevel={headingLevel}
      onDismiss={(entryId) => {
        updateOutbox(owner, (state) => dismissRejected(state, entryId));
        onDismissed();
      }}
    />
  );
}
