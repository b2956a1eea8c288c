import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface ClearDataConfirmProps {
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The question 'Clear All Data' asks (decision 0412 #7). Its own module, loaded when the button
 * is pressed, so the dialog library stays off the calculator's first load (decision 0641).
 */
export function ClearDataConfirm({ onCancel, onConfirm }: ClearDataConfirmProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      {/* The page puts focus back on 'Clear All Data' itself (this dialog has no trigger). */}
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Clear all data?</DialogTitle>
          <DialogDescription>
            Every field, reading and completed test on this device will be cleared. Test records
            already saved to your account stay there.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep Data</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            Yes, Clear All Data
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
