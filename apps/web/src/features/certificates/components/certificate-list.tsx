import type { CertificateEmail, CertificateSummary } from '@pipeproof/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { certificateHtmlUrl, certificatePdfUrl, useCertificates } from '../api/certificates';
import { formatLondonDateTime } from '../../../lib/london-time';

const TONE = { PASS: 'pass', FAIL: 'fail', PENDING: 'pending' } as const;

/** After the address and time: whether the outbox has sent it yet (decision 0812). */
const EMAIL_STATUS = { pending: ' (sending)', sent: '', failed: ' (not delivered)' } as const;

/** Each sending to a customer, newest first: 'Emailed to jo@example.com, 27/11/2026, 14:05'. */
function CertificateEmails({ emails }: { emails: readonly CertificateEmail[] }) {
  if (emails.length === 0) return null;
  return (
    <ul aria-label="Emailed to customers" className="flex flex-col gap-1 text-sm text-slate-700">
      {emails.map((email) => (
        <li key={`${email.sentAt}-${email.to}`} className="break-all">
          Emailed to {email.to},{' '}
          <time dateTime={email.sentAt}>{formatLondonDateTime(new Date(email.sentAt))}</time>
          {EMAIL_STATUS[email.status]}
        </li>
      ))}
    </ul>
  );
}

function CertificateRow({ certificate }: { certificate: CertificateSummary }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-bold break-all">{certificate.number}</p>
        <p className="text-base break-words text-slate-800">
          {certificate.jobNumber} · {certificate.customerName}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <time dateTime={certificate.issuedAt}>
            {formatLondonDateTime(new Date(certificate.issuedAt))}
          </time>
          <Badge tone={TONE[certificate.overallResult]}>{certificate.overallResult}</Badge>
        </p>
        <CertificateEmails emails={certificate.emails} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Button asChild variant="secondary">
          <a
            href={certificateHtmlUrl(certificate.number)}
            aria-label={`Print certificate ${certificate.number}`}
          >
            Print
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a
            href={certificatePdfUrl(certificate.number)}
            aria-label={`Download PDF of certificate ${certificate.number}`}
          >
            PDF
          </a>
        </Button>
      </div>
    </li>
  );
}

/** 'Your certificates' on the account page: issued, immutable, re-printed or re-downloaded. */
export function CertificateList() {
  const { data, status } = useCertificates();
  return (
    <section
      aria-labelledby="certificates-title"
      className="mt-10 rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="certificates-title" className="text-xl font-bold">
        Your certificates
      </h2>
      {status === 'pending' ? (
        <Spinner label="Loading your certificates" />
      ) : status === 'error' ? (
        <p role="alert" className="mt-3 text-base text-red-800">
          Your certificates could not be loaded. Check your connection.
        </p>
      ) : data.length === 0 ? (
        <p className="mt-3 text-base text-slate-800">
          No certificates yet. Use Print Report or Export PDF on a job with recorded tests.
        </p>
      ) : (
        <ul aria-label="Issued certificates" className="mt-2 divide-y divide-slate-200">
          {data.map((certificate) => (
            <CertificateRow key={certificate.number} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}
