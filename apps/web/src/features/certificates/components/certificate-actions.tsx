import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, Mail, Printer, TriangleAlert } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  findFeatureGate,
  type FeatureGate,
  type GatedFeature,
  type Tier,
} from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { CERTIFICATE_RETURN_KEY } from '../../../certificate-page/wire-certificate-page';
import { ApiError } from '../../../lib/api-client';
import { hardNavigate } from '../../../lib/hard-navigate';
import { keepInTab } from '../../../lib/tab-storage';
import {
  CERTIFICATES_QUERY_KEY,
  certificateHtmlUrl,
  certificatePdfUrl,
  findServerJobId,
  issueCertificate,
} from '../api/certificates';
import { useEmailToCustomer } from '../hooks/use-email-to-customer';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

const FAILED = 'Failed to generate certificate. Please try again.';
const EMAIL_OFFLINE = 'Emailing a certificate needs a connection. Try again when you have signal.';
const ISSUE_OFFLINE = 'Issuing a certificate needs a connection. Try again when you have signal.';

// Loaded on the first press below the plan (decision 0641: no dialog library on first load).
const UpgradeRequiredDialog = lazyPart(
  () => import('./upgrade-required-dialog'),
  'UpgradeRequiredDialog',
);

const FEATURE = {
  print: 'printReport',
  pdf: 'pdfExport',
  email: 'emailCertificate',
} as const satisfies Record<Kind, GatedFeature>;

type Kind = 'print' | 'pdf' | 'email';

interface CertificateActionsProps {
  tier: Tier;
  /** The saved job's server id, when known (the account page). */
  jobId?: string;
  /** Else the job's clientId (the calculator): its server id is looked up when needed. */
  jobClientId?: string;
  /** Read by screen readers after the button name, e.g. 'for job JOB-1001'. */
  context?: string;
  /** Why the buttons cannot be used now (e.g. the result has no verdict yet). */
  notReady?: string | null;
  /**
   * Why the standard bars this job's certificate as entered (decision 0892), or null: said above
   * the buttons, and again on a press, before any plan's gate (no plan would give one).
   */
  notCertifiable?: string | null;
  /**
   * Run when a button is pressed and the tier allows it, before the certificate is issued (the
   * results card records its result here).
   */
  onBeforeIssue?: () => void;
  /**
   * The job (or the result just recorded) is still on its way to the account: a press waits for
   * it and then issues, without a second press. If `notReady` is set meanwhile, it is dropped.
   */
  isWaiting?: boolean;
  /** The pressed button's label while it waits (the job is on its way, or there is no signal). */
  waitingLabel?: string;
}

/**
 * 'Print Report' (Basic and above), 'Export PDF' and 'Email to customer' (Premium and above) for
 * a saved job's tests (decision 0430, 0812; product.md §5, §8). The server issues the certificate
 * from the saved job and refuses the same tiers; here a press below the plan opens the 'Upgrade
 * Required' card (decision 0437).
 */
export function CertificateActions({
  tier,
  jobId,
  jobClientId,
  context,
  notReady = null,
  notCertifiable = null,
  onBeforeIssue,
  isWaiting = false,
  waitingLabel = 'Saving...',
}: CertificateActionsProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Kind | null>(null);
  const [queued, setQueued] = useState<Kind | null>(null);
  const [gate, setGate] = useState<FeatureGate | null>(null);
  const emailToCustomer = useEmailToCustomer();
  const barId = useId();
  const printButton = useRef<HTMLButtonElement>(null);
  const pdfButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Kind>('print');
  const hadDialog = useRef(false);
  // Once a dialog has gone, back to the button that opened it (as a trigger would be).
  const hasDialog = gate !== null || emailToCustomer.isOpen;
  useEffect(() => {
    if (hadDialog.current && !hasDialog) {
      const kind = pressed.current;
      (kind === 'print' ? printButton : kind === 'pdf' ? pdfButton : emailButton).current?.focus();
    }
    hadDialog.current = hasDialog;
  });

  async function issue(kind: Kind) {
    setPending(kind);
    try {
      // A server that cannot mail customers is said so before a certificate is numbered for
      // nothing (decision 0922).
      if (kind === 'email' && !(await emailToCustomer.canSend())) return;
      const serverJobId = jobId ?? (jobClientId ? await findServerJobId(jobClientId) : null);
      if (!serverJobId) throw new Error('job not on the account');
      const certificate = await issueCertificate(serverJobId);
      if (kind === 'email') {
        await emailToCustomer.open(serverJobId, certificate);
      } else if (kind === 'print') {
        // The page is left for the certificate; the list is read afresh on return.
        keepInTab(CERTIFICATE_RETURN_KEY, window.location.href);
        hardNavigate(certificateHtmlUrl(certificate.number));
      } else {
        void queryClient.invalidateQueries({ queryKey: CERTIFICATES_QUERY_KEY });
        hardNavigate(certificatePdfUrl(certificate.number));
        toast.success('PDF Generated', {
          description: `Certificate ${certificate.number} is downloading.`,
        });
      }
    } catch (error) {
      // A job the standard does not cover as entered is refused in the engine's words, which say
      // what to use instead (decision 0890), and a job with nothing to certify in the server's
      // (409: no test recorded on the account); anything else is the general failure.
      const refusal =
        error instanceof ApiError && (error.status === 400 || error.status === 409)
          ? error.body?.message
          : null;
      toast.error('Error', { description: refusal ?? FAILED });
    } finally {
      setPending(null);
    }
  }

  function press(kind: Kind) {
    pressed.current = kind;
    if (notCertifiable) {
      toast.error('Error', { description: notCertifiable });
      return;
    }
    const featureGate = findFeatureGate(tier, FEATURE[kind]);
    if (featureGate) {
      setGate(featureGate);
      return;
    }
    if (notReady) {
      toast.error('Error', { description: notReady });
      return;
    }
    // Without signal nothing is sent: said at once, in place of a request bound to fail (decision
    // 0902). A result still to be recorded and sent waits for the signal instead (decision 0440).
    // One toast, replaced by the next press, so two presses are not said one after the other.
    if (!navigator.onLine && (kind === 'email' || !isWaiting)) {
      toast.error('No connection', {
        id: 'certificate-no-connection',
        description: kind === 'email' ? EMAIL_OFFLINE : ISSUE_OFFLINE,
      });
      return;
    }
    onBeforeIssue?.();
    if (isWaiting) {
      setQueued(kind);
      return;
    }
    void issue(kind);
  }

  // A queued press goes ahead once the job has reached the account, or is dropped with the reason.
  const settleQueued = useEffectEvent((kind: Kind) => {
    setQueued(null);
    if (notReady) toast.error('Error', { description: notReady });
    else void issue(kind);
  });
  useEffect(() => {
    // The press is an event held until the save lands; settling it calls the server (not derived state).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (queued !== null && !isWaiting) settleQueued(queued);
  }, [queued, isWaiting]);

  const label = (kind: Kind, idle: string) =>
    pending === kind ? 'Generating...' : queued === kind ? waitingLabel : idle;
  const suffix = context ? ` ${context}` : '';
  const describedBy = notCertifiable ? barId : undefined;
  // A press below the plan opens the upgrade card, unless the job cannot be certified at all.
  const opensDialog = (feature: GatedFeature) =>
    !notCertifiable && findFeatureGate(tier, feature) ? 'dialog' : undefined;
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap">
      {notCertifiable ? (
        <p
          id={barId}
          className="flex gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base text-amber-950 sm:basis-full"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {notCertifiable}
        </p>
      ) : null}
      <Button
        ref={printButton}
        variant="secondary"
        aria-haspopup={opensDialog('printReport')}
        onClick={() => press('print')}
        disabled={pending !== null || queued !== null}
        aria-label={`Print Report${suffix}`}
        aria-describedby={describedBy}
      >
        <Printer aria-hidden="true" />
        {label('print', 'Print Report')}
      </Button>
      <Button
        ref={pdfButton}
        variant="secondary"
        aria-haspopup={opensDialog('pdfExport')}
        onClick={() => press('pdf')}
        disabled={pending !== null || queued !== null}
        aria-label={`Export PDF${suffix}`}
        aria-describedby={describedBy}
      >
        <FileDown aria-hidden="true" />
        {label('pdf', 'Export PDF')}
      </Button>
      <Button
        ref={emailButton}
        variant="secondary"
        aria-haspopup={notCertifiable ? undefined : 'dialog'}
        onClick={() => press('email')}
        disabled={pending !== null || queued !== null}
        aria-label={`Email to customer${suffix}`}
        aria-describedby={describedBy}
      >
        <Mail aria-hidden="true" />
        {label('email', 'Email to customer')}
      </Button>
      {gate ? (
        <PartBoundary onClose={() => setGate(null)}>
          <UpgradeRequiredDialog gate={gate} onClose={() => setGate(null)} />
        </PartBoundary>
      ) : null}
      {emailToCustomer.dialog}
    </div>
  );
}
