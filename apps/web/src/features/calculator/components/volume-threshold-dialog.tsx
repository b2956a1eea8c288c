import type { VolumeThresholdDialogProps } from './volume-threshold-confirm';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded only when the volume goes over 1 m³ (decision 0641: no dialog library on first load).
// The service worker has every chunk precached, so it opens offline too (decision 0420).
const VolumeThresholdConfirm = lazyPart(
  () => import('./volume-threshold-confirm'),
  'VolumeThresholdConfirm',
);

/** product.md §2, §8: the blocking 'Volume Exceeds Commercial Threshold' dialog above 1 m³. */
export function VolumeThresholdDialog(props: VolumeThresholdDialogProps) {
  if (!props.open) return null;
  return (
    <PartBoundary
      onClose={props.canUndo ? props.onUndo : props.onClearPipeInputs}
      closeLabel={props.canUndo ? 'Undo Last Change' : 'Clear Pipe Inputs'}
    >
      <VolumeThresholdConfirm {...props} />
    </PartBoundary>
  );
}
