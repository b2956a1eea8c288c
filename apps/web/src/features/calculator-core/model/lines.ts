import type { MeterType, PipeMaterial } from '@pipeproof/engine';
import { createClientId } from './create-client-id';
import { describeLengthProblem, parseLengthM } from './parse-fields';

/**
 * The pipe and meter lines every calculator keeps, every field as typed (so a half-typed '2.' is
 * never fought over) and read by the product.md §5 rules of parse-fields.ts. The same shapes are
 * stored on the device by each calculator, under its own key (decisions 0411, 0621).
 */

export interface PipeLine {
  readonly id: string;
  readonly nominalSizeMm: number | null;
  /** As typed; read with parseLengthM (non-numeric → 0, product.md §5). */
  readonly lengthText: string;
  /**
   * The run's own material, where the calculator asks it per run (the domestic calculator: copper
   * inside, PE outside); absent, the state's `pipeMaterial`. The step calculators and /calc never
   * set it (product.md §4: one material for every pipe).
   */
  readonly material?: PipeMaterial;
}

export interface MeterLine {
  readonly id: string;
  /** '' until a type is chosen: the line is not counted (product.md §5). */
  readonly meterType: MeterType | '';
  /** As typed; read with parseMeterQuantity and the calculator's MeterQuantityRule. */
  readonly quantityText: string;
}

/**
 * What a calculator's state holds of its lines: one material for every pipe (product.md §4), or,
 * where a line has its own, that line's.
 */
export interface LineFields {
  readonly pipeMaterial: PipeMaterial;
  readonly pipes: readonly PipeLine[];
  readonly meters: readonly MeterLine[];
}

/** An empty pipe line ('Add Pipe Size', and the one every new job starts with). */
export function createPipeLine(id: string = createClientId()): PipeLine {
  return { id, nominalSizeMm: null, lengthText: '' };
}

/** product.md §4: each added meter has a blank type and quantity 1. */
export function createMeterLine(id: string = createClientId()): MeterLine {
  return { id, meterType: '', quantityText: '1' };
}

/** At least one pipe line with a size and a length above 0 (product.md §5): something to calculate. */
export function hasPipeConfiguration(lines: Pick<LineFields, 'pipes'>): boolean {
  return lines.pipes.some(
    (line) => line.nominalSizeMm !== null && parseLengthM(line.lengthText) > 0,
  );
}

/** Every pipe line's length within the engine's limit (an empty one counts as 0). */
export function arePipeLengthsInRange(lines: Pick<LineFields, 'pipes'>): boolean {
  return lines.pipes.every((line) => describeLengthProblem(line.lengthText) === null);
}

/** The material a line is of: its own, else the one for every line. */
export function pipeLineMaterial(
  line: PipeLine,
  lines: Pick<LineFields, 'pipeMaterial'>,
): PipeMaterial {
  return line.material ?? lines.pipeMaterial;
}
