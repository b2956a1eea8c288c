import type { PipeMaterial } from '@pipeproof/engine';
import {
  createMeterLine,
  createPipeLine,
  type LineFields,
  type MeterLine,
  type PipeLine,
} from './lines';
import { normaliseLengthText, normaliseQuantityText, type MeterQuantityRule } from './parse-fields';

/** What the pipe rows ask of their page. Ids come in the action, so the reducer stays pure. */
export type PipeLineAction =
  | { type: 'set-pipe-material'; material: PipeMaterial }
  | { type: 'add-pipe'; id: string }
  | { type: 'remove-pipe'; id: string }
  | { type: 'update-pipe'; id: string; patch: Partial<Omit<PipeLine, 'id'>> }
  /** Leaving the length field shows the number it counts as (product.md §5: non-numeric → 0). */
  | { type: 'normalise-pipe-length'; id: string };

/** What the meter rows ask of their page. */
export type MeterLineAction =
  /** A blank meter ('Add Meter'), or one of a type already chosen (the first meter's select). */
  | { type: 'add-meter'; id: string; meterType?: MeterLine['meterType'] }
  | { type: 'remove-meter'; id: string }
  | { type: 'update-meter'; id: string; patch: Partial<Omit<MeterLine, 'id'>> }
  /** Leaving the quantity field shows the number it counts as (the page's MeterQuantityRule). */
  | { type: 'normalise-meter-quantity'; id: string };

/** Every change the pipe and meter rows make: part of each calculator's own action union. */
export type LineAction = PipeLineAction | MeterLineAction;

const LINE_ACTION_TYPES: readonly string[] = [
  'set-pipe-material',
  'add-pipe',
  'remove-pipe',
  'update-pipe',
  'normalise-pipe-length',
  'add-meter',
  'remove-meter',
  'update-meter',
  'normalise-meter-quantity',
] satisfies LineAction['type'][];

/** Picks the line actions out of a calculator's own action union. */
export function isLineAction<A extends { readonly type: string }>(
  action: A,
): action is Extract<A, LineAction> {
  return LINE_ACTION_TYPES.includes(action.type);
}

function updateLine<L extends { readonly id: string }>(
  lines: readonly L[],
  id: string,
  change: (line: L) => L,
): readonly L[] {
  return lines.map((line) => (line.id === id ? change(line) : line));
}

/**
 * Where the calculators' product.md §5 rules for lines differ, each calculator saying its own:
 * what a meter quantity below 1 means (counted as 1, or the line dropped), and whether a length
 * field left blank shows the 0 it counts as or stays blank (a row still being filled in).
 */
export interface LineRules {
  readonly meterQuantity: MeterQuantityRule;
  readonly showBlankLengthAsZero: boolean;
}

/**
 * The lines' sub-reducer, the same for every calculator (product.md §4): one material for every
 * pipe (changing it clears every size, keeping lengths), the last pipe line kept, meters start
 * empty and any of them may go; leaving a length or a quantity shows the number it counts as.
 * `state` is the calculator's whole state; only its lines change, and an action that changes
 * nothing returns `state` itself.
 */
export function reduceLines<State extends LineFields>(
  state: State,
  action: LineAction,
  rules: LineRules,
): State {
  switch (action.type) {
    case 'set-pipe-material':
      if (action.material === state.pipeMaterial) return state;
      return {
        ...state,
        pipeMaterial: action.material,
        pipes: state.pipes.map((line) => ({ ...line, nominalSizeMm: null })),
      };
    case 'add-pipe':
      return { ...state, pipes: [...state.pipes, createPipeLine(action.id)] };
    case 'remove-pipe':
      if (state.pipes.length <= 1) return state;
      return { ...state, pipes: state.pipes.filter((line) => line.id !== action.id) };
    case 'update-pipe':
      return {
        ...state,
        pipes: updateLine(state.pipes, action.id, (line) => ({ ...line, ...action.patch })),
      };
    case 'normalise-pipe-length': {
      const line = state.pipes.find((pipe) => pipe.id === action.id);
      if (!line || (!rules.showBlankLengthAsZero && line.lengthText.trim() === '')) return state;
      const lengthText = normaliseLengthText(line.lengthText);
      return {
        ...state,
        pipes: updateLine(state.pipes, action.id, () => ({ ...line, lengthText })),
      };
    }
    case 'add-meter':
      return {
        ...state,
        meters: [
          ...state.meters,
          { ...createMeterLine(action.id), meterType: action.meterType ?? '' },
        ],
      };
    case 'remove-meter':
      return { ...state, meters: state.meters.filter((line) => line.id !== action.id) };
    case 'update-meter':
      return {
        ...state,
        meters: updateLine(state.meters, action.id, (line) => ({ ...line, ...action.patch })),
      };
    case 'normalise-meter-quantity': {
      const line = state.meters.find((meter) => meter.id === action.id);
      if (!line) return state;
      const quantityText = normaliseQuantityText(line.quantityText, rules.meterQuantity);
      return {
        ...state,
        meters: updateLine(state.meters, action.id, () => ({ ...line, quantityText })),
      };
    }
  }
}
