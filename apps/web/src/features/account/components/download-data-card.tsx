import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ACCOUNT_EXPORT_PATH,
  ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
  ACCOUNT_EXPORTS_PER_HOUR,
} from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { useOnlineStatus } from '../../../lib/use-online-status';

const linkClass = 'font-semibold text-brand underline underline-offset-4';

/**
 * Why the last download did not start, as the server sends the page back after a refusal
 * (`/account?export=…`, decision 0869).
 */
const EXPORT_REFUSALS: Readonly<Record<string, string>> = {
  limited: ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
  failed: 'Your data could not be downloaded just now. Please try again in a minute.',
};

/**
 * The refusal the address names, kept while the card is shown; `export` is taken out of the
 * address at once, so a reload or a bookmark does not say it again.
 */
function useExportRefusal(): string | undefined {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get('export');
  const [refusal] = useState(() =>
    named !== null && Object.hasOwn(EXPORT_REFUSALS, named) ? EXPORT_REFUSALS[named] : undefined,
  );
  useEffect(() => {
    if (named === null) return;
    setSearchParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('export');
        return rest;
      },
      { replace: true },
    );
  }, [named, setSearchParams]);
  return refusal;
}

/**
 * 'Your data' on the account page (decision 0813): 'Download my data', the Privacy Policy's right
 * of access, for every plan. A plain link: the server answers it as an attachment, so the browser
 * streams the ZIP to disk and shows its own progress while the page stays, and a download cut
 * off part way shows as failed. No `download` attribute: a refusal (over the hourly limit, a
 * failure before the start) comes back as this page saying why (decision 0869), which a download
 * would have saved as a file. Offline there is nothing to fetch, so it says so instead.
 */
export function DownloadDataCard() {
  const isOnline = useOnlineStatus();
  const refusal = useExportRefusal();
  // The card is far down the account page, which the refusal opened at its top: brought to view.
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'center' });
  }, [refusal]);
  return (
    <section
      id="your-data"
      aria-labelledby="your-data-title"
      className="mt-10 rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="your-data-title" className="text-xl font-bold">
        Your data
      </h2>
      <div className="mt-3 flex max-w-3xl flex-col gap-3 text-base text-slate-800">
        <p id="your-data-contents">
          Download a copy of everything your account holds, as one ZIP file: your details, plan
          history and sign-ins, every saved job with its test records, your certificates (as PDFs
          and as data), your company branding, logo and signature, and the feedback you sent. A
          README file inside says what each file is.
        </p>
        <p>
          This is your right of access under our{' '}
          <Link to="/privacy#your-rights" className={linkClass}>
            Privacy Policy
          </Link>
          . You can download it {ACCOUNT_EXPORTS_PER_HOUR} times an hour; a large account may take a
          minute.
        </p>
      </div>
      {refusal ? (
        <p ref={refusalRef} role="alert" className="mt-4 text-base font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
      {isOnline ? (
        <Button asChild variant="secondary" className="mt-5 w-full sm:w-auto">
          <a href={ACCOUNT_EXPORT_PATH} aria-describedby="your-data-contents">
            Download my data
          </a>
        </Button>
      ) : (
        <>
          <Button
            variant="secondary"
            className="mt-5 w-full sm:w-auto"
            disabled
            aria-describedby="your-data-offline"
          >
            Download my data
          </Button>
          <p id="your-data-offline" role="status" className="mt-3 text-base text-slate-800">
            Downloading your data needs a connection. Try again when you have a signal.
          </p>
        </>
      )}
    </section>
  );
}
