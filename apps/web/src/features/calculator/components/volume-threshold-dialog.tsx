import { lazy, Suspense } from 'react';
import type { VolumeThresholdDialogProps } from './volume-threshold-confirm';

// Loaded only when the volume goes over 1 m³ (decision 0641: no dialog library on first load).
// The service worker has every chunk precached, so it opens offline too (decision 0420).
const VolumeThresholdConfirm = lazy(async () => ({
  default: (await import('./volume-threshold-confirm')).VolumeThresholdConfirm,
}));

/** product.md §2, §8: the blocking 'Volume Exceeds Commercial Threshold' dialog above 1 m³. */
export function VolumeThresholdDialog(props: VolumeThresholdDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <VolumeThresholdConfirm {...props} />
    </Suspense>
  );
}
