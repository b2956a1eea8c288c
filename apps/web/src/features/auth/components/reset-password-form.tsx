import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RESET_LINK_EXPIRED_MESSAGE } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/apply-server-error';
import { takePostSignInPath } from '../../../lib/return-path';
import { ResetPasswordInputSchema, useResetPassword } from '../api/reset-password';
import { PASSWORD_RESET_MESSAGES } from '../password-reset-messages';

type FormInput = z.input<typeof ResetPasswordInputSchema>;
type FormOutput = z.output<typeof ResetPasswordInputSchema>;

/** The server's answer for an unknown, used or expired token: only a new link helps. */
function isResetLinkExpired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.body?.message === RESET_LINK_EXPIRED_MESSAGE
  );
}

/** Saves a new password with the token from the mailed link, then goes on signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword }) =>
    resetPassword.mutateAsync({ token, newPassword }).then(
      (user) => {
        if (!user) {
          setError('root.server', {
            type: 'server',
            message: PASSWORD_RESET_MESSAGES.sessionNotKept,
          });
          return;
        }
        // Where a sign-in would go: a pending plan, the last calculator, or home.
        void navigate(takePostSignInPath(null), { replace: true });
        toast.success(PASSWORD_RESET_MESSAGES.changed.title, {
          description: PASSWORD_RESET_MESSAGES.changed.description,
        });
      },
      (error: unknown) => {
        if (isResetLinkExpired(error)) {
          setError('root.server', { type: 'server', message: RESET_LINK_EXPIRED_MESSAGE });
        } else {
          applyServerError(error, setError, ['newPassword']);
        }
      },
    ),
  );
  const serverMessage = errors.root?.server?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      <FormAlert message={serverMessage} />
      {serverMessage === RESET_LINK_EXPIRED_MESSAGE ? (
        <Button asChild variant="secondary">
          <Link to="/forgot-password">{PASSWORD_RESET_MESSAGES.askForNewLink}</Link>
        </Button>
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password or your email address.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
