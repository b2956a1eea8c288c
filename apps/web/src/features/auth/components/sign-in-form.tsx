import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { TextField } from '../../../components/ui/text-field';
import { SignInInputSchema, useSignInEmail } from '../api/sign-in-email';
import { applyServerError } from '../../../lib/apply-server-error';
import { FormAlert } from '../../../components/ui/form-alert';

const SESSION_NOT_KEPT =
  'You were signed in, but your browser did not keep the session. Allow cookies for this site and try again.';

export function SignInForm() {
  const signIn = useSignInEmail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof SignInInputSchema>, unknown, z.output<typeof SignInInputSchema>>({
    resolver: zodResolver(SignInInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((input) =>
    signIn.mutateAsync(input).then(
      // The sign-in page redirects as soon as the session query holds a user.
      (user) => {
        if (!user) setError('root.server', { type: 'server', message: SESSION_NOT_KEPT });
      },
      (error: unknown) => applyServerError(error, setError, ['email', 'password']),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormAlert message={errors.root?.server?.message} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
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
