import { listPipeSizesMm, type CalculatorType, type PipeMaterial } from '@pipeproof/engine';

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
