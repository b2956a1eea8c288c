import { lazy, Suspense } from 'react';
import type { Tier } from '@pipeproof/contracts';
import type { CertificateReadiness } from '../model/assess-certificate-readiness';

// Needed only once there is a result or a recorded test (issue 6): kept off the first load.
const CertificateActions = lazy(async () => ({
  default: (await import('../../certificates/components/certificate-actions')).CertificateActions,
}));

interface CertificateButtonsProps {
  isSignedIn: boolean;
  tier: Tier;
  jobClientId: string;
  readiness: CertificateReadiness;
  /** Records the live result first (results card); absent under Completed Tests. */
  onBeforeIssue?: () => void;
}

/** 'Print Report' and 'Export PDF' for this job, or how to get them when signed out. */
export function CertificateButtons({
  isSignedIn,
  tier,
  jobClientId,
  readiness,
  onBeforeIssue,
}: CertificateButtonsProps) {
  if (!isSignedIn) {
    return (
      <p className="text-base text-slate-800">
        Sign in to save this job to your account and issue its certificate.
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <CertificateActions
        tier={tier}
        jobClientId={jobClientId}
        notReady={readiness.notReady}
        isWaiting={readiness.isWaiting}
        onBeforeIssue={onBeforeIssue}
      />
    </Suspense>
  );
}
