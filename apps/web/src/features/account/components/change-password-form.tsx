import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { PASSWORD_MIN_LENGTH } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { applyServerError } from '../../../lib/apply-server-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useChangePassword } from '../api/change-password';
import type {
  ChangePasswordFormInput as FormInput,
  ChangePasswordFormOutput as FormOutput,
} from '../utils/account-form-values';

const checks = lazyResolver(() =>
  import('../utils/account-form-resolvers').then((module) => module.changePasswordResolver),
);

export const PASSWORD_CHANGED_TOAST = {
  title: 'Password Changed',
  description: 'Your new password is saved. You have been signed out on every other device.',
} as const;

/**
 * 'Change password' on the account page (decision 0811): current, new, and the new again.
 * `disabled` while the page does not yet know the account has a password (decision 0888).
 */
export function ChangePasswordForm({ disabled = false }: { disabled?: boolean }) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: checks.resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    disabled,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        reset();
        toast.success(PASSWORD_CHANGED_TOAST.title, {
          description: PASSWORD_CHANGED_TOAST.description,
        });
      },
      // A wrong current password, or a new one the server refuses, goes next to its field.
      (error: unknown) => applyServerError(error, setError, ['currentPassword', 'newPassword']),
    ),
  );

  return (
    <form
      onFocus={checks.preload}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Change password"
      aria-busy={disabled || undefined}
    >
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
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
      <Button
        type="submit"
        disabled={disabled || isSubmitting || changePassword.isPending}
        className="sm:self-start"
      >
        {isSubmitting || changePassword.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
