import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { RequestPasswordResetRequestSchema } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { applyServerError } from '../../../lib/apply-server-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

type FormInput = z.input<typeof RequestPasswordResetRequestSchema>;
type FormOutput = z.output<typeof RequestPasswordResetRequestSchema>;

/** Asks for a reset link; `onSent` once the server has answered (the same for every address). */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(RequestPasswordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((input) =>
    requestReset.mutateAsync(input).then(
      () => onSent(),
      // A refused address goes next to the field; too many requests (429) above the form.
      (error: unknown) => applyServerError(error, setError, ['email']),
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Forgot password"
    >
      <FormAlert message={errors.root?.server?.message} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" disabled={requestReset.isPending}>
        {requestReset.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
