import { hasPasswordSignIn } from '@pipeproof/contracts';
import {
  Dialog,
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

/**
 * 'Delete your account?': the password, or (no password: Google / OIDC only) the email typed
 * again. Its own module, loaded when 'Delete account' is pressed, so the dialog library, the form's
 * checks and the sign-in methods' query stay off the account page's first load (decision 0876).
 */
export function DeleteAccountConfirm({ email, onClose }: { email: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The card puts focus back on 'Delete account' itself (this dialog has no trigger). */}
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your PipeProof account and signs you out on every device. You
            cannot undo it.
          </DialogDescription>
        </DialogHeader>
        <ConfirmationStep email={email} />
      </DialogContent>
    </Dialog>
  );
}

// Mounted only while the dialog is open, so the sign-in methods are fetched when it opens, not
// with every visit to the account page.
function ConfirmationStep({ email }: { email: string }) {
  const { data: accounts, isPending, isError } = useLinkedAccounts();
  if (isPending) return <Spinner label="Checking how you sign in…" padding="compact" />;
  if (isError) return <FormAlert message={ACCOUNTS_UNAVAILABLE} />;
  return (
    <DeleteAccountForm method={hasPasswordSignIn(accounts) ? 'password' : 'email'} email={email} />
  );
}
