import { ConfirmDialog } from '../../components/ui/dialog';

interface SignOutConfirmProps {
  unsentResults: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before signing out while results are still on their way to the account (decision 0440). */
export function SignOutConfirm({ unsentResults, onCancel, onConfirm }: SignOutConfirmProps) {
  const results = unsentResults === 1 ? '1 result is' : `${unsentResults} results are`;
  return (
    <ConfirmDialog
      title="Sign out?"
      description={`${results} not yet saved to your account. Sign out anyway?`}
      keepLabel="Stay Signed In"
      confirmLabel="Sign Out Anyway"
      confirmVariant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-base text-slate-800">
        They stay locked on this device and are sent when you next sign in here. Nobody else who
        uses this device can see them.
      </p>
    </ConfirmDialog>
  );
}
