import { hasPasswordSignIn } from '@pipeproof/contracts';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useLinkedAccounts } from '../api/get-linked-accounts';
import { DeleteAccountForm } from './delete-account-form';

const ACCOUNTS_UNAVAILABLE =
  'We could not check how you sign in. Check your signal or connection, close this and try again.';

/** The confirmation: the password, or (no password: Google / OIDC only) the email typed again. */
export function DeleteAccountDialog({ email }: { email: string }) {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your PipeProof account and signs you out on every device. You
          cannot undo it.
        </DialogDescription>
      </DialogHeader>
      <ConfirmationStep email={email} />
    </DialogContent>
  );
}

// Its own component: DialogContent mounts it only while open, so the sign-in methods are
// fetched when the dialog opens, not with every visit to the account page.
function ConfirmationStep({ email }: { email: string }) {
  const { data: accounts, isPending, isError } = useLinkedAccounts();
  if (isPending) return <Spinner label="Checking how you sign in…" padding="compact" />;
  if (isError) return <FormAlert message={ACCOUNTS_UNAVAILABLE} />;
  return (
    <DeleteAccountForm method={hasPasswordSignIn(accounts) ? 'password' : 'email'} email={email} />
  );
}
