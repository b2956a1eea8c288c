import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { TextField } from '../../../components/ui/text-field';
import { checkSignInInput, useSignInEmail, type SignInField } from '../api/sign-in-email';
import { useCheckedForm } from '../hooks/use-checked-form';
import { applyServerError } from '../../../lib/apply-server-error';
import { FormAlert } from '../../../components/ui/form-alert';

const SESSION_NOT_KEPT =
  'You were signed in, but your browser did not keep the session. Allow cookies for this site and try again.';

/** In the order shown: the first with an error gets the focus. */
const FIELDS: readonly SignInField[] = ['email', 'password'];

export function SignInForm() {
  const signIn = useSignInEmail();
  // Checked by hand: the sign-in page's first load carries no zod (docs/decisions/0233).
  const { field, formError, setError, handleSubmit } = useCheckedForm({
    fields: FIELDS,
    check: checkSignInInput,
  });

  const onSubmit = handleSubmit((input) =>
    signIn.mutateAsync(input).then(
      // The sign-in page redirects as soon as the session query holds a user.
      (user) => {
        if (!user) setError('root.server', { type: 'server', message: SESSION_NOT_KEPT });
      },
      (error: unknown) => applyServerError(error, setError, FIELDS),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert message={formError} />
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      <Button asChild variant="link" className="self-start font-semibold">
        <Link to="/forgot-password">Forgot password?</Link>
      </Button>
    </form>
  );
}
