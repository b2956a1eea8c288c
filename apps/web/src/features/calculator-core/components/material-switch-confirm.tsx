import type { PipeMaterial } from '@pipeproof/engine';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { MATERIAL_LABELS } from '../model/option-labels';

export interface MaterialSwitchConfirmProps {
  material: PipeMaterial;
  /** Pipe lines that have a size now: the ones the change clears. */
  sizedLines: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The question a change of pipe material asks once sizes are chosen (decision 0446): the sizes of
 * one material mean nothing in the other, so every size is cleared. Its own module, loaded when
 * needed (decision 0641). Cancel keeps everything as it was.
 */
export function MaterialSwitchConfirm({
  material,
  sizedLines,
  onCancel,
  onConfirm,
}: MaterialSwitchConfirmProps) {
  const label = MATERIAL_LABELS[material];
  const lines = sizedLines === 1 ? '1 pipe line' : `${sizedLines} pipe lines`;
  return (
    <ConfirmDialog
      title={`Change the pipe material to ${label}?`}
      description={`Changing the material clears the size of ${lines}; you choose them again from the ${label.toLowerCase()} sizes. The lengths stay.`}
      keepLabel="Keep Sizes"
      confirmLabel={`Change to ${label}`}
      confirmVariant="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
