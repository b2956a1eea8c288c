import type { Tier } from '@pipeproof/contracts';
import type { VerdictStatus } from '@pipeproof/engine';
import { CertificateActions } from '../../certificates';
import {
  assessCertificateReadiness,
  type RejectedSave,
  type SaveStatus,
} from '../../calculator-core';
import { CALCULATION_MESSAGES } from '../model/calculation-messages';

interface CertificateButtonsProps {
  isSignedIn: boolean;
  tier: Tier;
  jobClientId: string;
  saveStatus: SaveStatus;
  /** The live result's verdict on the results card; null under Completed Tests. */
  verdict: VerdictStatus | null;
  /** False on a results card whose result is not saved yet: a press records it first. */
  isRecorded: boolean;
  /**
   * The inputs have changed since the results card was calculated: its result, not yet
   * recorded, is not recorded by a press (decision 0916).
   */
  isStale?: boolean;
  /** The saves the server refused: one of this job's holds the certificate back (decision 0920). */
  rejected: readonly RejectedSave[];
  /** Why the standard bars this job's certificate as entered, or null (decision 0892). */
  notCertifiable: string | null;
  onBeforeIssue?: () => void;
}

/**
 * 'Print Report' and 'Export PDF' for this job (decision 0430, decision 0433), or how to get them when
 * signed out. Loaded lazily by the calculator: needed only once there is a result.
 */
export function CertificateButtons({
  isSignedIn,
  tier,
  jobClientId,
  saveStatus,
  verdict,
  isRecorded,
  isStale = false,
  rejected,
  notCertifiable,
  onBeforeIssue,
}: CertificateButtonsProps) {
  if (!isSignedIn) {
    return (
      <p className="text-base text-slate-800">
        Sign in to save this job to your account and issue its certificate.
      </p>
    );
  }
  const readiness = assessCertificateReadiness(
    saveStatus,
    verdict,
    isRecorded,
    rejected.some((save) => save.entry.jobClientId === jobClientId),
  );
  return (
    <CertificateActions
      tier={tier}
      jobClientId={jobClientId}
      notReady={
        isStale && !isRecorded ? CALCULATION_MESSAGES.inputsChanged.description : readiness.notReady
      }
      notCertifiable={notCertifiable}
      isWaiting={readiness.isWaiting}
      waitingLabel={saveStatus === 'Waiting for connection' ? 'Waiting for signal...' : 'Saving...'}
      onBeforeIssue={isRecorded ? undefined : onBeforeIssue}
    />
  );
}
