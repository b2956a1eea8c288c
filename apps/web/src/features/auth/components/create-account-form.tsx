import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { TextField } from '../../../components/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '@pipeproof/contracts';
import {
  checkCreateAccountInput,
  useSignUpEmail,
  type CreateAccountField,
} from '../api/sign-up-email';
import { useCheckedForm } from '../hooks/use-checked-form';
import { applyServerError } from '../../../lib/apply-server-error';
import { FormAlert } from '../../../components/ui/form-alert';

const SESSION_NOT_KEPT =
  'Your account was created, but your browser did not keep the session. Allow cookies for this site and sign in.';

/** In the order shown: the first with an error gets the focus. */
const FIELDS: readonly CreateAccountField[] = ['name', 'email', 'password'];

export function CreateAccountForm() {
  const signUp = useSignUpEmail();
  // Checked by hand: the sign-in page's first load carries no zod (docs/decisions/0233).
  const { field, formError, setError, handleSubmit } = useCheckedForm({
    fields: FIELDS,
    check: checkCreateAccountInput,
  });

  const onSubmit = handleSubmit((input) =>
    signUp.mutateAsync(input).then(
      (user) => {
        if (!user) setError('root.server', { type: 'server', message: SESSION_NOT_KEPT });
      },
      (error: unknown) => applyServerError(error, setError, FIELDS),
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Create account"
    >
      <FormAlert message={formError} />
      <TextField label="Name" autoComplete="name" autoCapitalize="words" {...field('name')} />
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password or your email address.`}
        {...field('password')}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
