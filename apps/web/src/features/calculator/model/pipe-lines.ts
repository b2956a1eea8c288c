import { listPipeSizesMm, type CalculatorType, type PipeMaterial } from '@pipeproof/engine';
import type { CalculatorDraft, PipeLine } from './calculator-draft';

/** product.md §4: one material for every line; changing it sets every line and clears every size. */
export function setPipeMaterial(draft: CalculatorDraft, material: PipeMaterial): CalculatorDraft {
  if (material === draft.pipeMaterial) return draft;
  return {
    ...draft,
    pipeMaterial: material,
    pipes: draft.pipes.map((line) => ({ ...line, nominalSizeMm: null })),
  };
}

/** Adding a pipe appends an empty line. */
export function addPipeLine(draft: CalculatorDraft, id: string): CalculatorDraft {
  return { ...draft, pipes: [...draft.pipes, { id, nominalSizeMm: null, lengthText: '' }] };
}

/** Removing is refused when one line remains (product.md §4: the last line is kept). */
export function removePipeLine(draft: CalculatorDraft, id: string): CalculatorDraft {
  if (draft.pipes.length <= 1) return draft;
  return { ...draft, pipes: draft.pipes.filter((line) => line.id !== id) };
}

export function updatePipeLine(
  draft: CalculatorDraft,
  id: string,
  patch: Partial<Omit<PipeLine, 'id'>>,
): CalculatorDraft {
  return {
    ...draft,
    pipes: draft.pipes.map((line) => (line.id === id ? { ...line, ...patch } : line)),
  };
}

/**
 * The sizes offered for a material: the engine's list for the calculator, only up to the tier's
 * largest size (product.md §6: larger sizes are not offered). A size already chosen stays listed so a
 * restored job still reads correctly; the tier gate refuses it when calculating.
 */
export function offerPipeSizesMm(
  material: PipeMaterial,
  calculatorType: CalculatorType,
  maxPipeSizeMm: number,
  chosenSizeMm: number | null = null,
): number[] {
  const sizes = listPipeSizesMm(material, calculatorType);
  return sizes.filter((size) => size <= maxPipeSizeMm || size === chosenSizeMm);
}
