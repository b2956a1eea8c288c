import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { TextField } from '../../../components/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '@pipeproof/contracts';
import { CreateAccountInputSchema, useSignUpEmail } from '../api/sign-up-email';
import { applyServerError } from '../../../lib/apply-server-error';
import { FormAlert } from '../../../components/ui/form-alert';

const SESSION_NOT_KEPT =
  'Your account was created, but your browser did not keep the session. Allow cookies for this site and sign in.';

export function CreateAccountForm() {
  const signUp = useSignUpEmail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<
    z.input<typeof CreateAccountInputSchema>,
    unknown,
    z.output<typeof CreateAccountInputSchema>
  >({
    resolver: zodResolver(CreateAccountInputSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((input) =>
    signUp.mutateAsync(input).then(
      (user) => {
        if (!user) setError('root.server', { type: 'server', message: SESSION_NOT_KEPT });
      },
      (error: unknown) => applyServerError(error, setError, ['name', 'email', 'password']),
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Create account"
    >
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        autoComplete="name"
        autoCapitalize="words"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password or your email address.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
