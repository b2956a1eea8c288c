import { useCallback, type Dispatch } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { ACTION_NOTE_MAX_CHARS, type Tier } from '@pipeproof/contracts';
import type { CalculationInput, ReadingsInput, VerdictStatus } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { CertificateActions } from '../../certificates';
import {
  assessCertificateReadiness,
  createClientId,
  RejectedSaves,
  type OutboxSync,
} from '../../calculator-core';
import { assessDomesticRecord } from '../model/assess-domestic-record';
import type { DomesticAction } from '../model/domestic-actions';
import type { DomesticDraft } from '../model/domestic-draft';
import {
  buildDomesticJobBody,
  buildDomesticRecordBody,
  recordKey,
} from '../model/build-domestic-save';
import { DOMESTIC_MESSAGES } from '../model/domestic-messages';
import { DomesticSection } from './domestic-section';
import { isJobComplete } from './job-section';

interface DomesticRecordCardProps {
  step: number;
  /** The account's outbox on the device, kept by the page (it sends every calculator's saves). */
  sync: OutboxSync;
  tier: Tier;
  isSignedIn: boolean;
  draft: DomesticDraft;
  calculation: CalculationInput;
  readings: ReadingsInput;
  verdict: VerdictStatus;
  dispatch: Dispatch<DomesticAction>;
}

/**
 * Step 10: the job and its 'Tightness Test' record go to the account through the device's outbox,
 * as every calculator's do (decisions 0411, 0440), then 'Print Report' (Basic+) and 'Export PDF'
 * (Premium+), gated by the server and explained as on the step calculator (decision 0430).
 */
export function DomesticRecordCard({
  step,
  sync,
  tier,
  isSignedIn,
  draft,
  calculation,
  readings,
  verdict,
  dispatch,
}: DomesticRecordCardProps) {
  const key = recordKey(calculation, readings);
  const { queue } = sync;
  const record = useCallback(() => {
    const entry = { clientId: createClientId(), recordedAt: new Date().toISOString(), key };
    queue(buildDomesticJobBody(draft, calculation), [
      buildDomesticRecordBody(draft, calculation, readings, entry, verdict),
    ]);
    dispatch({ type: 'record-queued', record: entry });
  }, [calculation, dispatch, draft, key, queue, readings, verdict]);
  const rejected = sync.rejected.filter((save) => save.entry.jobClientId === draft.jobClientId);
  // A record the server refused is not this result's record (decision 0917).
  const recordState = assessDomesticRecord(draft.record, key, rejected);
  const isRecorded = recordState === 'recorded';

  if (!isSignedIn) {
    return (
      <DomesticSection step={step} title={DOMESTIC_MESSAGES.recordTitle}>
        <p className="text-base text-slate-800">{DOMESTIC_MESSAGES.signInToSave}</p>
      </DomesticSection>
    );
  }
  const readiness = assessCertificateReadiness(sync.status, verdict, isRecorded);
  const hasJobDetails = isJobComplete(draft.jobDetails);
  const isRefused = recordState === 'refused';
  // Refused as it is, the result has no record on the account to certify: a press is said so,
  // and one waiting for this record is let go with that reason.
  const notReady = !hasJobDetails
    ? DOMESTIC_MESSAGES.jobDetailsFirst
    : isRefused
      ? DOMESTIC_MESSAGES.refusedNoCertificate
      : readiness.notReady;
  const status = isRecorded
    ? `${DOMESTIC_MESSAGES.recorded} ${sync.status}.`
    : isRefused
      ? DOMESTIC_MESSAGES.notRecorded
      : recordState === 'changed'
        ? DOMESTIC_MESSAGES.changedNotRecorded
        : sync.status;
  return (
    <DomesticSection step={step} title={DOMESTIC_MESSAGES.recordTitle}>
      {verdict === 'FAIL' ? (
        <TextField
          label="Action taken"
          hint="What was done about the failed test: printed on the record."
          maxLength={ACTION_NOTE_MAX_CHARS}
          value={draft.actionNote}
          onChange={(event) => dispatch({ type: 'set-action-note', value: event.target.value })}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        {hasJobDetails ? null : (
          <p className="text-base text-slate-800">{DOMESTIC_MESSAGES.jobDetailsFirst}</p>
        )}
        <Button disabled={verdict === 'PENDING' || isRecorded || !hasJobDetails} onClick={record}>
          <ClipboardCheck aria-hidden="true" />
          {recordState === 'changed' || isRefused
            ? DOMESTIC_MESSAGES.recordAgain
            : DOMESTIC_MESSAGES.recordTest}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
      <RejectedSaves
        rejected={rejected}
        headingLevel={3}
        onDismiss={(entryId) => {
          sync.dismissRejected(entryId);
          const { entry } = rejected.find((save) => save.entry.id === entryId) ?? {};
          if (entry?.kind === 'save-test-record') {
            dispatch({ type: 'forget-refused-record', clientId: entry.body.clientId });
          }
        }}
      />
      <CertificateActions
        tier={tier}
        jobClientId={draft.jobClientId}
        notReady={notReady}
        isWaiting={readiness.isWaiting && !isRefused}
        waitingLabel={
          sync.status === 'Waiting for connection' ? 'Waiting for signal...' : 'Saving...'
        }
        onBeforeIssue={isRecorded ? undefined : record}
      />
    </DomesticSection>
  );
}
