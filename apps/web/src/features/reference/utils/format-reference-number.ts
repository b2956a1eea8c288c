// en-GB digits (1,000 separators, a decimal point). 15 significant digits show every table figure
// exactly as the engine holds it and drop binary noise (5 × 0.006 → 0.03, not 0.030000000000000002).
const EXACT_FORMAT = new Intl.NumberFormat('en-GB', { maximumSignificantDigits: 15 });

/** A table figure exactly as the engine holds it. */
export function formatExact(value: number): string {
  return EXACT_FORMAT.format(value);
}

/**
 * A figure to a fixed number of decimals (volume bands 0.15 … 1.00, MAPD cells to 0.1 mbar), for
 * columns that read best aligned. Only for figures the engine holds to at most that many decimals.
 */
export function formatFixed(value: number, decimals: number): string {
  return value.toLocaleString('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
