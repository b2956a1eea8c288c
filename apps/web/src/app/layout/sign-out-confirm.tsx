import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

interface SignOutConfirmProps {
  unsentResults: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before signing out while results are still on their way to the account (decision 0440). */
export function SignOutConfirm({ unsentResults, onCancel, onConfirm }: SignOutConfirmProps) {
  const results = unsentResults === 1 ? '1 result is' : `${unsentResults} results are`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign out?</DialogTitle>
          <DialogDescription>
            {results} not yet saved to your account. Sign out anyway?
          </DialogDescription>
        </DialogHeader>
        <p className="text-base text-slate-800">
          They stay locked on this device and are sent when you next sign in here. Nobody else who
          uses this device can see them.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Stay Signed In</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            Sign Out Anyway
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
