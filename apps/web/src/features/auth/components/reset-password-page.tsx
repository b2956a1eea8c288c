import { Link, useSearchParams } from 'react-router';
import { ResetTokenSchema } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages';
import { AuthPageShell } from './auth-page-shell';
import { BackToSignInLink } from './back-to-sign-in-link';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /reset-password?token=…: the page the mailed link opens. Open to everyone; a link that cannot
 * hold a token says so at once, without asking the server.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = ResetTokenSchema.safeParse(searchParams.get('token'));
  return (
    <AuthPageShell
      documentTitle="Choose a new password"
      title="Choose a new password"
      after={<BackToSignInLink />}
    >
      {token.success ? <ResetPasswordForm token={token.data} /> : <InvalidResetLink />}
    </AuthPageShell>
  );
}

function InvalidResetLink() {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={PASSWORD_RESET_MESSAGES.linkInvalid} />
      <Button asChild>
        <Link to="/forgot-password">{PASSWORD_RESET_MESSAGES.askForNewLink}</Link>
      </Button>
    </div>
  );
}
