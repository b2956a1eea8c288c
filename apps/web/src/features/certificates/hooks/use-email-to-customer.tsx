import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CertificateSummary } from '@pipeproof/contracts';
import { JOBS_QUERY_KEY } from '../../../lib/jobs-query-keys';
import { CERTIFICATES_QUERY_KEY } from '../api/certificates';
import { fetchJobCustomerEmail } from '../api/email-certificate';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded on the first press (decision 0641: no dialog or form library on the pages' first load).
const loadDialog = () => import('../components/email-certificate-dialog');
const EmailCertificateDialog = lazyPart(loadDialog, 'EmailCertificateDialog');

/** The certificate being emailed, and the address to start from. */
interface Emailing {
  number: string;
  defaultTo: string;
}

export interface EmailToCustomer {
  /** False, having said why, when the server cannot mail customers (decision 0922). */
  canSend(): Promise<boolean>;
  /** Opens the dialog for an issued certificate of the job. */
  open(serverJobId: string, certificate: CertificateSummary): Promise<void>;
  /** The dialog while it is open, else null: render it. */
  dialog: ReactNode;
  isOpen: boolean;
}

/**
 * 'Email to customer' (decision 0812) for CertificateActions: the dialog starts from the address
 * the job remembers, else the one this certificate last went to; once sent, the certificate list
 * (its sendings) and the jobs (the remembered address) are read afresh.
 */
export function useEmailToCustomer(): EmailToCustomer {
  const queryClient = useQueryClient();
  const [emailing, setEmailing] = useState<Emailing | null>(null);

  async function open(serverJobId: string, certificate: CertificateSummary) {
    const remembered = await fetchJobCustomerEmail(serverJobId).catch(() => null);
    setEmailing({
      number: certificate.number,
      defaultTo: remembered ?? certificate.emails[0]?.to ?? '',
    });
  }

  const canSend = async () => (await loadDialog()).canMailCustomers(queryClient);

  function onSent() {
    void queryClient.invalidateQueries({ queryKey: CERTIFICATES_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    setEmailing(null);
  }

  const dialog = emailing ? (
    <PartBoundary onClose={() => setEmailing(null)}>
      <EmailCertificateDialog
        number={emailing.number}
        defaultTo={emailing.defaultTo}
        onClose={() => setEmailing(null)}
        onSent={onSent}
      />
    </PartBoundary>
  ) : null;
  return { canSend, open, dialog, isOpen: emailing !== null };
}
