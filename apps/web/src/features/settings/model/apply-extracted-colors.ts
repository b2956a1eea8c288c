import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@pipeproof/contracts';
import type { ExtractedColor } from './extract-colors';

export interface BrandColors {
  primaryColor: string;
  secondaryColor: string;
}

/**
 * product.md §4: after a successful extraction, a primary colour still at its default becomes the first
 * extracted colour, and a secondary still at its default becomes the second when there are two.
 * Colours the engineer has already chosen are never overwritten.
 */
export function applyExtractedColors(
  current: BrandColors,
  extracted: readonly ExtractedColor[],
): BrandColors {
  const [first, second] = extracted;
  const isDefault = (value: string, fallback: string) =>
    value.trim().toLowerCase() === fallback.toLowerCase();
  return {
    primaryColor:
      first && isDefault(current.primaryColor, DEFAULT_PRIMARY_COLOR)
        ? first.hex
        : current.primaryColor,
    secondaryColor:
      second && isDefault(current.secondaryColor, DEFAULT_SECONDARY_COLOR)
        ? second.hex
        : current.secondaryColor,
  };
}
