import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { applyServerError } from '../../../lib/apply-server-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useChangeEmail } from '../api/change-email';
import type {
  ChangeEmailFormInput as FormInput,
  ChangeEmailFormOutput as FormOutput,
} from '../utils/account-form-values';

const checks = lazyResolver(() =>
  import('../utils/account-form-resolvers').then((module) => module.changeEmailResolver),
);

/** What happens next: a verified address confirms first (decision 0811). */
export function emailChangeSentMessage(user: User, newEmail: string): string {
  return user.emailVerified
    ? `We have sent a link to ${user.email}. Open it to confirm the change; we will then send a link to ${newEmail}. Your address changes when you open that one.`
    : `We have sent a link to ${newEmail}. Your address changes when you open it.`;
}

/** 'Change email address' on the account page: nothing changes until the mailed link is opened. */
export function ChangeEmailForm({ user }: { user: User }) {
  const changeEmail = useChangeEmail();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: checks.resolver,
    defaultValues: { newEmail: '' },
  });

  const onSubmit = handleSubmit(({ newEmail }) => {
    setSentMessage(null);
    return changeEmail.mutateAsync({ newEmail }).then(
      () => {
        reset();
        setSentMessage(emailChangeSentMessage(user, newEmail));
      },
      (error: unknown) => applyServerError(error, setError, ['newEmail']),
    );
  });

  return (
    <form
      onFocus={checks.preload}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Change email address"
    >
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <Button
        type="submit"
        disabled={isSubmitting || changeEmail.isPending}
        className="sm:self-start"
      >
        {isSubmitting || changeEmail.isPending ? 'Sending…' : 'Send confirmation link'}
      </Button>
      <p role="status" className="text-base font-medium text-slate-900 empty:hidden">
        {sentMessage ?? ''}
      </p>
    </form>
  );
}
