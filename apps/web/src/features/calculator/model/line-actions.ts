import type { CalculatorDraft, PipeLine } from './calculator-draft';
import { exceedsCommercialVolume } from './compute-live-volume';
import type { DraftAction } from './draft-actions';
import { addMeterLine, removeMeterLine, updateMeterLine } from './meter-lines';
import { normaliseLengthText, normaliseQuantityText } from './parse-fields';
import { addPipeLine, removePipeLine, setPipeMaterial, updatePipeLine } from './pipe-lines';

type LineAction = Extract<
  DraftAction,
  {
    type:
      | 'set-pipe-material'
      | 'add-pipe'
      | 'remove-pipe'
      | 'update-pipe'
      | 'normalise-pipe-length'
      | 'add-meter'
      | 'remove-meter'
      | 'update-meter'
      | 'normalise-meter-quantity'
      | 'clear-pipe-inputs';
  }
>;

function applyLineChange(draft: CalculatorDraft, action: LineAction): CalculatorDraft {
  switch (action.type) {
    case 'set-pipe-material':
      return setPipeMaterial(draft, action.material);
    case 'add-pipe':
      return addPipeLine(draft, action.id);
    case 'remove-pipe':
      return removePipeLine(draft, action.id);
    case 'update-pipe':
      return updatePipeLine(draft, action.id, action.patch);
    case 'normalise-pipe-length': {
      const line = draft.pipes.find((pipe) => pipe.id === action.id);
      if (!line) return draft;
      return updatePipeLine(draft, action.id, { lengthText: normaliseLengthText(line.lengthText) });
    }
    case 'add-meter':
      return addMeterLine(draft, action.id);
    case 'remove-meter':
      return removeMeterLine(draft, action.id);
    case 'update-meter':
      return updateMeterLine(draft, action.id, action.patch);
    case 'normalise-meter-quantity': {
      const line = draft.meters.find((meter) => meter.id === action.id);
      if (!line) return draft;
      return updateMeterLine(draft, action.id, {
        quantityText: normaliseQuantityText(line.quantityText),
      });
    }
    case 'clear-pipe-inputs':
      return clearPipeInputs(draft, action.id);
  }
}

/**
 * 'Clear Pipe Inputs' of the volume dialog (product.md §2): one empty pipe line. Meters are kept unless
 * they alone exceed the limit, so the dialog can always be closed this way.
 */
export function clearPipeInputs(draft: CalculatorDraft, id: string): CalculatorDraft {
  const emptyLine: PipeLine = { id, nominalSizeMm: null, lengthText: '' };
  const cleared = { ...draft, pipes: [emptyLine] };
  return exceedsCommercialVolume(cleared) ? { ...cleared, meters: [] } : cleared;
}

/**
 * A pipe or meter change. The lines before a change that takes the volume over 1 m³ are kept, so
 * the blocking dialog can offer to undo a mistyped length; they go once the volume is back.
 */
export function applyLineAction(draft: CalculatorDraft, action: LineAction): CalculatorDraft {
  const next = applyLineChange(draft, action);
  if (next === draft) return draft;
  if (!exceedsCommercialVolume(next)) return { ...next, beforeOverflow: null };
  if (draft.beforeOverflow !== null || exceedsCommercialVolume(draft)) return next;
  return { ...next, beforeOverflow: { pipes: draft.pipes, meters: draft.meters } };
}

export function isLineAction(action: DraftAction): action is LineAction {
  return [
    'set-pipe-material',
    'add-pipe',
    'remove-pipe',
    'update-pipe',
    'normalise-pipe-length',
    'add-meter',
    'remove-meter',
    'update-meter',
    'normalise-meter-quantity',
    'clear-pipe-inputs',
  ].includes(action.type);
}
