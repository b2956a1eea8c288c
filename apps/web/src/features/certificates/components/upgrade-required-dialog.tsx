import type { FeatureGate } from '@pipeproof/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { UpgradeRequiredCard } from '../../calculator-core';

const SLOTS = { Title: DialogTitle, Description: DialogDescription };

/**
 * The 'Upgrade Required' card of product.md §6 in a dialog, for a certificate button pressed below
 * its plan (decision 0437): the gate's sentence, then the plans that unlock it with their prices and
 * 'Upgrade to <Plan>'. Its own module, loaded on the first gated press, so the dialog library stays
 * off the pages' first load (decision 0641).
 */
export function UpgradeRequiredDialog({
  gate,
  onClose,
}: {
  gate: FeatureGate;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The page puts focus back on the button that was pressed (this dialog has no trigger). */}
      <DialogContent
        look="bare"
        className="max-w-4xl border-2 border-amber-600 bg-amber-50"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <UpgradeRequiredCard
          message={gate.message}
          requiredTier={gate.requiredTier}
          dialogSlots={SLOTS}
        />
      </DialogContent>
    </Dialog>
  );
}
