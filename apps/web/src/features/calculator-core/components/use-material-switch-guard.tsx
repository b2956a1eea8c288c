import { useState, type Dispatch, type ReactNode } from 'react';
import type { PipeMaterial } from '@pipeproof/engine';
import type { PipeLineAction } from '../model/line-actions';
import type { LineFields } from '../model/lines';
import { PartBoundary, lazyPart } from '../../../components/lazy-part';

// Loaded when a change of material would clear sizes (decision 0641: no dialog on first load).
const MaterialSwitchConfirm = lazyPart(
  () => import('./material-switch-confirm'),
  'MaterialSwitchConfirm',
);

/**
 * Changing the pipe material clears every size (product.md §4): once a size is chosen it asks
 * first (decision 0446). Returns the dispatch to give the pipe lines and the dialog to render.
 */
export function useMaterialSwitchGuard(
  lines: Pick<LineFields, 'pipeMaterial' | 'pipes'>,
  dispatch: Dispatch<PipeLineAction>,
): { guardedDispatch: Dispatch<PipeLineAction>; dialog: ReactNode } {
  const [pendingMaterial, setPendingMaterial] = useState<PipeMaterial | null>(null);
  const sizedLines = lines.pipes.filter((line) => line.nominalSizeMm !== null).length;
  const guardedDispatch: Dispatch<PipeLineAction> = (action) => {
    if (
      action.type === 'set-pipe-material' &&
      action.material !== lines.pipeMaterial &&
      sizedLines > 0
    ) {
      setPendingMaterial(action.material);
      return;
    }
    dispatch(action);
  };
  const dialog = pendingMaterial ? (
    <PartBoundary onClose={() => setPendingMaterial(null)}>
      <MaterialSwitchConfirm
        material={pendingMaterial}
        sizedLines={sizedLines}
        onCancel={() => setPendingMaterial(null)}
        onConfirm={() => {
          dispatch({ type: 'set-pipe-material', material: pendingMaterial });
          setPendingMaterial(null);
        }}
      />
    </PartBoundary>
  ) : null;
  return { guardedDispatch, dialog };
}
