import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ShieldCheck, ShieldX } from 'lucide-react';
import type { CertificateVerification } from '@pipeproof/contracts';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { VerdictBadge } from '../../calculator-core';
import { useVerification } from '../api/get-verification';
import { formatLondonDateTime } from '../../../lib/london-time';

function formatDateTime(iso: string): string {
  return formatLondonDateTime(new Date(iso));
}

function VerifiedCertificate({ certificate }: { certificate: CertificateVerification }) {
  return (
    <Card edge="pass" className="flex flex-col gap-5 p-5">
      <p className="flex items-center gap-3 text-xl font-bold text-green-900">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0" />
        This certificate was issued through PipeProof.
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-base sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-700">Certificate number</dt>
        <dd className="font-bold break-all">{certificate.number}</dd>
        <dt className="text-slate-700">Issued</dt>
        <dd className="font-bold">{formatDateTime(certificate.issuedAt)}</dd>
        <dt className="text-slate-700">Issued by</dt>
        <dd className="font-bold">{certificate.issuerName}</dd>
        <dt className="text-slate-700">Standard</dt>
        <dd className="font-bold">{certificate.standard}</dd>
        <dt className="text-slate-700">Calculation engine</dt>
        <dd className="font-bold">version {certificate.engineVersion}</dd>
      </dl>
      <div className="flex flex-col gap-3">
        <h2 className="flex flex-wrap items-center gap-3 text-lg font-bold">
          Tests
          <VerdictBadge status={certificate.overallResult} label="Overall result" />
        </h2>
        <ul aria-label="Tests on this certificate" className="flex flex-col gap-2">
          {certificate.tests.map((test, index) => (
            <li
              key={`${test.testName}-${index}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 p-3"
            >
              <span>
                <span className="block font-bold">{test.testName}</span>
                <span className="text-sm text-slate-700">{formatDateTime(test.recordedAt)}</span>
              </span>
              <VerdictBadge status={test.testResult} label={`${test.testName} result`} />
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-slate-700">
        Customer and site details are not shown here. Compare the number, date and results with the
        certificate you were given.
      </p>
    </Card>
  );
}

function LookupForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [number, setNumber] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = number.trim().toUpperCase();
    if (trimmed) void navigate(`/verify/${encodeURIComponent(trimmed)}`);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label="Certificate number"
          name="certificateNumber"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          placeholder="PP-2026-ABCD-EFGH"
          autoCapitalize="characters"
        />
      </div>
      <Button type="submit">Verify</Button>
    </form>
  );
}

/** /verify/:number — public: anyone holding a certificate can check it is genuine (decision 0430). */
export function VerifyPage() {
  const { number = '' } = useParams();
  const verification = useVerification(number);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title="Verify a certificate" />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Verify a certificate</h1>
        <p className="text-base text-slate-800">
          Check that a gas installation test certificate is genuine and unchanged.
        </p>
      </header>
      <LookupForm key={number} initial={number} />
      {number === '' ? null : verification.isPending ? (
        <Spinner label="Checking the certificate" />
      ) : verification.isError ? (
        <FormAlert message="Could not check the certificate. Check your connection and try again." />
      ) : verification.data ? (
        <VerifiedCertificate certificate={verification.data} />
      ) : (
        <Card edge="fail" className="flex flex-col gap-2 p-5">
          <p className="flex items-center gap-3 text-xl font-bold text-red-900">
            <ShieldX aria-hidden="true" className="size-8 shrink-0" />
            Certificate not found
          </p>
          {/* A pasted number may be one long word: it wraps rather than widen the page. */}
          <p className="break-words">
            No certificate has the number {number.toUpperCase()}. Check it against the certificate;
            if it still does not match, the certificate was not issued through PipeProof.
          </p>
        </Card>
      )}
    </div>
  );
}
