import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, Printer } from 'lucide-react';
import { toast } from 'sonner';
import { findFeatureGate, type GatedFeature, type Tier } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { hardNavigate } from '../../../lib/hard-navigate';
import {
  CERTIFICATES_QUERY_KEY,
  certificateHtmlUrl,
  certificatePdfUrl,
  findServerJobId,
  issueCertificate,
} from '../api/certificates';

/** Spec §7: the page to come back to after the printed certificate (session storage). */
export const CERTIFICATE_RETURN_KEY = 'pipeproof.certificate.return';

const FAILED = 'Failed to generate certificate. Please try again.';

interface CertificateActionsProps {
  tier: Tier;
  /** The saved job's server id, when known (the account page). */
  jobId?: string;
  /** Else the job's clientId (the calculator): its server id is looked up when needed. */
  jobClientId?: string;
  /** Read by screen readers after the button name, e.g. 'for job JOB-1001'. */
  context?: string;
  /** Why the buttons cannot be used now (e.g. the latest test is still being saved). */
  notReady?: string | null;
}

/**
 * 'Print Report' (Basic and above) and 'Export PDF' (Premium and above) for a saved job's tests
 * (issue 6, spec §5, §8). The server issues the certificate from the saved job and refuses the
 * same tiers; here the gate only explains.
 */
export function CertificateActions({
  tier,
  jobId,
  jobClientId,
  context,
  notReady = null,
}: CertificateActionsProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<'print' | 'pdf' | null>(null);

  async function run(kind: 'print' | 'pdf') {
    const feature: GatedFeature = kind === 'print' ? 'printReport' : 'pdfExport';
    const gate = findFeatureGate(tier, feature);
    if (gate) {
      toast.error('Subscription Required', { description: gate.message });
      return;
    }
    if (notReady) {
      toast.error('Error', { description: notReady });
      return;
    }
    setPending(kind);
    try {
      const serverJobId = jobId ?? (jobClientId ? await findServerJobId(jobClientId) : null);
      if (!serverJobId) throw new Error('job not on the account');
      const certificate = await issueCertificate(serverJobId);
      if (kind === 'print') {
        // The page is left for the certificate; the list is read afresh on return.
        sessionStorage.setItem(CERTIFICATE_RETURN_KEY, window.location.href);
        hardNavigate(certificateHtmlUrl(certificate.number));
      } else {
        void queryClient.invalidateQueries({ queryKey: CERTIFICATES_QUERY_KEY });
        hardNavigate(certificatePdfUrl(certificate.number));
        toast.success('PDF Generated', {
          description: `Certificate ${certificate.number} is downloading.`,
        });
      }
    } catch {
      toast.error('Error', { description: FAILED });
    } finally {
      setPending(null);
    }
  }

  const suffix = context ? ` ${context}` : '';
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="secondary"
        onClick={() => void run('print')}
        disabled={pending !== null}
        aria-label={`Print Report${suffix}`}
      >
        <Printer aria-hidden="true" />
        {pending === 'print' ? 'Generating...' : 'Print Report'}
      </Button>
      <Button
        variant="secondary"
        onClick={() => void run('pdf')}
        disabled={pending !== null}
        aria-label={`Export PDF${suffix}`}
      >
        <FileDown aria-hidden="true" />
        {pending === 'pdf' ? 'Generating...' : 'Export PDF'}
      </Button>
    </div>
  );
}
