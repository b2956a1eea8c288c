import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { applyServerError } from '../../../lib/apply-server-error';
import { useDeviceOwner } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { removeStoredEngineerProfile } from '../storage/engineer-profile-storage';

/** How the user proves it is them: the password, or for accounts without one the email. */
export type ConfirmationMethod = 'password' | 'email';

const ConfirmationSchemas = {
  password: z.object({
    password: z.string().min(1, { error: 'Enter your password.' }),
    email: z.string(),
  }),
  email: z.object({
    password: z.string(),
    email: z.string().trim().min(1, { error: 'Type your email address to confirm.' }),
  }),
} as const;
type ConfirmationInput = z.infer<(typeof ConfirmationSchemas)['password']>;

export const ACCOUNT_DELETED_TOAST = {
  title: 'Account deleted',
  description: 'Your account and its data have been deleted.',
} as const;

interface DeleteAccountFormProps {
  method: ConfirmationMethod;
  email: string;
}

export function DeleteAccountForm({ method, email }: DeleteAccountFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteAccount = useDeleteAccount();
  const owner = useDeviceOwner();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ConfirmationInput>({
    resolver: zodResolver(ConfirmationSchemas[method]),
    defaultValues: { password: '', email: '' },
  });
  // The dialog opens before it knows which field to ask for (its focus lands on Close), so
  // move focus to the field once it is there.
  useEffect(() => setFocus(method), [method, setFocus]);

  const onSubmit = handleSubmit((input) =>
    deleteAccount
      .mutateAsync(method === 'password' ? { password: input.password } : { email: input.email })
      .then(
        () => {
          // The profile's device copy goes with the account (decision 0406).
          removeStoredEngineerProfile(owner);
          // Forget everything cached for the account. clear() notifies no one, so the
          // signed-in-only page still on screen does not bounce to sign-in; the pages rendered
          // from here on read the session afresh, and find it signed out.
          queryClient.clear();
          void navigate('/', { replace: true });
          toast.success(ACCOUNT_DELETED_TOAST.title, {
            description: ACCOUNT_DELETED_TOAST.description,
          });
        },
        (error: unknown) => applyServerError(error, setError, [method]),
      ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Confirm account deletion">
      <div className="flex flex-col gap-4">
        <FormAlert message={errors.root?.server?.message} />
        {method === 'password' ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            hint="Enter your password to confirm that it is you."
            error={errors.password?.message}
            {...register('password')}
          />
        ) : (
          <TextField
            label="Email address"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint={`Your account has no password, so type ${email} to confirm.`}
            error={errors.email?.message}
            {...register('email')}
          />
        )}
      </div>
      <DialogFooter className="mt-6">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={deleteAccount.isPending}>
          {deleteAccount.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </DialogFooter>
    </form>
  );
}
