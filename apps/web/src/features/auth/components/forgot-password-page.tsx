import { useEffect, useRef, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { PASSWORD_RESET_SENT_MESSAGE } from '@pipeproof/contracts';
import { AuthPageShell } from './auth-page-shell';
import { BackToSignInLink } from './back-to-sign-in-link';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password: asks for a link to choose a new password. Open to everyone. */
export function ForgotPasswordPage() {
  const [isSent, setIsSent] = useState(false);
  return (
    <AuthPageShell
      documentTitle="Forgot password"
      title="Reset your password"
      lead={
        isSent ? null : (
          <p className="mt-2 text-base text-slate-800">
            Enter the email address you sign in with. We will send it a link to choose a new
            password.
          </p>
        )
      }
      after={<BackToSignInLink />}
    >
      {isSent ? <ResetLinkSent /> : <ForgotPasswordForm onSent={() => setIsSent(true)} />}
    </AuthPageShell>
  );
}

function ResetLinkSent() {
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The form (and the button that had focus) is gone: focus moves to what replaced it.
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <p
      ref={messageRef}
      tabIndex={-1}
      className="flex gap-3 rounded-lg text-base font-medium text-slate-900"
    >
      <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
      {PASSWORD_RESET_SENT_MESSAGE}
    </p>
  );
}
