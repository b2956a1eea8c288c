import { reduceLines, type LineAction, type LineRules, type PipeLine } from '../../calculator-core';
import { getLoadedCalculatorEngine } from '../engine/load-calculator-engine';
import type { CalculatorDraft } from './calculator-draft';

/**
 * Whether a commercial draft's lines take it over 1 m³. The check is the engine's, loaded with the
 * sections that change the lines (decision 0859): a line action comes only from them, or from the
 * 1 m³ dialog, which the loaded engine opened. Nothing is over the limit before it is in.
 */
function exceedsCommercialVolume(draft: CalculatorDraft): boolean {
  return getLoadedCalculatorEngine()?.exceedsCommercialVolume(draft) ?? false;
}

/**
 * The step calculators' line rules (product.md §5): a meter quantity below 1 counts as 1, and a
 * length left blank shows the 0 it counts as (decision 0410).
 */
export const STEP_CALCULATOR_LINE_RULES: LineRules = {
  meterQuantity: 'at-least-one',
  showBlankLengthAsZero: true,
};

/** The line actions of this calculator: the rows' own, and the 1 m³ dialog's 'Clear Pipe Inputs'. */
export type StepLineAction = LineAction | { type: 'clear-pipe-inputs'; id: string };

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
 * A pipe or meter change, through calculator-core's line sub-reducer. The lines before a change
 * that takes the volume over 1 m³ are kept, so the blocking dialog can offer to undo a mistyped
 * length; they go once the volume is back.
 */
export function applyLineAction(draft: CalculatorDraft, action: StepLineAction): CalculatorDraft {
  const next =
    action.type === 'clear-pipe-inputs'
      ? clearPipeInputs(draft, action.id)
      : reduceLines(draft, action, STEP_CALCULATOR_LINE_RULES);
  if (next === draft) return draft;
  if (!exceedsCommercialVolume(next)) return { ...next, beforeOverflow: null };
  if (draft.beforeOverflow !== null || exceedsCommercialVolume(draft)) return next;
  return { ...next, beforeOverflow: { pipes: draft.pipes, meters: draft.meters } };
}
