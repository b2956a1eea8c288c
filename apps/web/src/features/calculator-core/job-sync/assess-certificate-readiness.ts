import type { VerdictStatus } from '@pipeproof/engine';
import type { SaveStatus } from './describe-save-status';

export interface CertificateReadiness {
  /** Why a certificate cannot be issued now, or null. */
  readonly notReady: string | null;
  /** The result still has to be recorded or reach the account: a press waits, then issues. */
  readonly isWaiting: boolean;
}

export const CERTIFICATE_NOT_READY = {
  pending: "Enter the readings first: the certificate needs this test's PASS or FAIL.",
  notOnAccount:
    'This job is not on your account yet, so its certificate cannot be issued. Check you are signed in, then try again.',
  refused:
    "Part of this job was not saved to your account, so its certificate would leave it out. The reason is under 'Not Saved to Your Account': dismiss it there to issue the certificate without it.",
} as const;

/**
 * A certificate is issued by the server from the job saved to the account (decision 0430), so the
 * buttons wait for the outbox. `verdict` is the live result's (null under Completed Tests);
 * `isRecorded` false means pressing will record the result first. `isJobRefused`: a save of this
 * job the server refused is still listed, so the account's job is not the one on screen and no
 * certificate is issued from it until the engineer has dismissed the refusal (decision 0920).
 */
export function assessCertificateReadiness(
  saveStatus: SaveStatus,
  verdict: VerdictStatus | null,
  isRecorded: boolean,
  isJobRefused = false,
): CertificateReadiness {
  if (verdict === 'PENDING') return { notReady: CERTIFICATE_NOT_READY.pending, isWaiting: false };
  if (isJobRefused) return { notReady: CERTIFICATE_NOT_READY.refused, isWaiting: false };
  switch (saveStatus) {
    case 'Waiting for connection':
      // Pressed without signal: held until the sync has reached the account, then issued (0440).
      return { notReady: null, isWaiting: true };
    case 'Saving to your account…':
      return { notReady: null, isWaiting: true };
    case 'Saved to your account':
      return { notReady: null, isWaiting: !isRecorded };
    case 'Not saved to your account':
      return { notReady: CERTIFICATE_NOT_READY.refused, isWaiting: false };
    case 'Not saved: this browser is blocking storage':
      // This status never changes to 'Saved to your account': waiting would leave the button stuck.
      return { notReady: CERTIFICATE_NOT_READY.notOnAccount, isWaiting: false };
    case 'Saved on this device':
      // Recording sends the job again; if it still does not reach the account, the press is dropped.
      return isRecorded
        ? { notReady: CERTIFICATE_NOT_READY.notOnAccount, isWaiting: false }
        : { notReady: null, isWaiting: true };
  }
}
