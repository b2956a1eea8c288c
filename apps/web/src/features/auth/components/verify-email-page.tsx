import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { EmailTokenSchema } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { EMAIL_VERIFICATION_MESSAGES as MESSAGES } from '../email-verification-messages';
import { AuthPageShell } from './auth-page-shell';

/** Which mail the link came from (the server's link says; decision 0811). */
function outcomeFor(step: string | null) {
  if (step === 'confirm-change') return MESSAGES.changeConfirmed;
  if (step === 'new-address') return MESSAGES.addressChanged;
  return MESSAGES.verified;
}

/**
 * /verify-email?token=…[&step=…]: the page every mailed verification or change-of-address link
 * opens. Open to everyone (the mail may be read on another device); it uses the link once, says
 * what happened, and sends the engineer on to their account or to sign in.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = EmailTokenSchema.safeParse(searchParams.get('token'));
  if (!token.success) {
    return (
      <AuthPageShell documentTitle={MESSAGES.failedTitle} title={MESSAGES.failedTitle}>
        <div className="flex flex-col gap-4">
          <FormAlert message={MESSAGES.linkInvalid} />
          <ContinueLink />
        </div>
      </AuthPageShell>
    );
  }
  return <UseLink token={token.data} step={searchParams.get('step')} />;
}

function UseLink({ token, step }: { token: string; step: string | null }) {
  const verify = useVerifyEmail(token);
  if (verify.isPending) {
    return (
      <AuthPageShell documentTitle="Checking your link" title="Checking your link">
        <Spinner label={MESSAGES.checking} />
      </AuthPageShell>
    );
  }
  if (verify.isError) {
    const error = verify.error;
    const message =
      error instanceof ApiError && error.status < 500
        ? error.userMessage
        : 'We could not check your link just now. Check your signal or connection and open it again.';
    return (
      <AuthPageShell documentTitle={MESSAGES.failedTitle} title={MESSAGES.failedTitle}>
        <div className="flex flex-col gap-4">
          <FormAlert message={message} />
          <ContinueLink />
        </div>
      </AuthPageShell>
    );
  }
  const outcome = outcomeFor(step);
  return (
    <AuthPageShell documentTitle={outcome.title} title={outcome.title}>
      <div className="flex flex-col gap-4">
        <p role="status" className="flex gap-2 text-base font-medium text-slate-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {outcome.body}
        </p>
        <ContinueLink />
      </div>
    </AuthPageShell>
  );
}

/** On to the account (where 'Resend' and the address are), or to sign in on this device. */
function ContinueLink() {
  const { data: user } = useUser();
  return (
    <Button asChild size="lg">
      {user ? <Link to="/account">Go to your account</Link> : <Link to="/sign-in">Sign in</Link>}
    </Button>
  );
}
