import { useCallback, type Dispatch } from 'react';
import { ClipboardCheck } from 'lucide-react';
import type { Tier } from '@pipeproof/contracts';
import type { CalculationInput, ReadingsInput, VerdictStatus } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { CertificateActions } from '../../certificates';
import { assessCertificateReadiness, createClientId, type OutboxSync } from '../../calculator-core';
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
  const isRecorded = draft.record !== null && draft.record.key === key;
  const { queue } = sync;
  const record = useCallback(() => {
    const entry = { clientId: createClientId(), recordedAt: new Date().toISOString(), key };
    queue(buildDomesticJobBody(draft, calculation), [
      buildDomesticRecordBody(draft, calculation, readings, entry),
    ]);
    dispatch({ type: 'record-queued', record: entry });
  }, [calculation, dispatch, draft, key, queue, readings]);

  if (!isSignedIn) {
    return (
      <DomesticSection step={step} title={DOMESTIC_MESSAGES.recordTitle}>
        <p className="text-base text-slate-800">{DOMESTIC_MESSAGES.signInToSave}</p>
      </DomesticSection>
    );
  }
  const readiness = assessCertificateReadiness(sync.status, verdict, isRecorded);
  const hasJobDetails = isJobComplete(draft.jobDetails);
  const rejected = sync.rejected.filter((save) => save.entry.jobClientId === draft.jobClientId);
  return (
    <DomesticSection step={step} title={DOMESTIC_MESSAGES.recordTitle}>
      {verdict === 'FAIL' ? (
        <TextField
          label="Action taken"
          hint="What was done about the failed test: printed on the record."
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
          {draft.record !== null && !isRecorded
            ? DOMESTIC_MESSAGES.recordAgain
            : DOMESTIC_MESSAGES.recordTest}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {isRecorded ? `${DOMESTIC_MESSAGES.recorded} ${sync.status}.` : sync.status}
        </p>
      </div>
      {rejected.map((save) => (
        <div
          key={save.entry.id}
          role="alert"
          className="flex flex-col gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3"
        >
          <p className="text-base text-red-950">
            {DOMESTIC_MESSAGES.notSaved} {save.reason}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => sync.dismissRejected(save.entry.id)}
          >
            Dismiss
          </Button>
        </div>
      ))}
      <CertificateActions
        tier={tier}
        jobClientId={draft.jobClientId}
        notReady={hasJobDetails ? readiness.notReady : DOMESTIC_MESSAGES.jobDetailsFirst}
        isWaiting={readiness.isWaiting}
        waitingLabel={
          sync.status === 'Waiting for connection' ? 'Waiting for signal...' : 'Saving...'
        }
        onBeforeIssue={isRecorded ? undefined : record}
      />
    </DomesticSection>
  );
}
