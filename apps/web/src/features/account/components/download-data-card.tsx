import { Link } from 'react-router';
import { ACCOUNT_EXPORT_PATH, ACCOUNT_EXPORTS_PER_HOUR } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { useOnlineStatus } from '../../../lib/use-online-status';

const linkClass = 'font-semibold text-brand underline underline-offset-4';

/**
 * 'Your data' on the account page (decision 0813): 'Download my data', the Privacy Policy's right
 * of access, for every plan. A plain link with `download`: the browser streams the ZIP to disk
 * and shows its own progress, and a download cut off part way shows as failed. Offline there is
 * nothing to fetch, so it says so instead.
 */
export function DownloadDataCard() {
  const isOnline = useOnlineStatus();
  return (
    <section
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
      {isOnline ? (
        <Button asChild variant="secondary" className="mt-5 w-full sm:w-auto">
          <a href={ACCOUNT_EXPORT_PATH} download aria-describedby="your-data-contents">
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
