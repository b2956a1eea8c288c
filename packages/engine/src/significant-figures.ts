import { ceilToDecimals, floorToDecimals } from './rounding';

/**
 * The tightness test's small figures — the MPLR of a gas other than Natural Gas and the measured
 * leak rate — kept to significant figures rather than decimal places (decision 0904). They sit
 * here, beside rounding.ts, because only the IGE calculations, the results and the tests use
 * them: rounding.ts is in every calculator's first download.
 */

/** The most decimal places any engine figure carries (cleanNumber's, decision 0301 §5). */
const MAX_DECIMALS = 9;

/** The significant figures of a derived MPLR and of a measured leak rate (decision 0904). */
export const LEAK_RATE_SIGNIFICANT_FIGURES = 3;

/** Decimal places that keep `figures` significant figures of x > 0, at most MAX_DECIMALS. */
function decimalsForSignificantFigures(x: number, figures: number): number {
  const leadingPlace = Math.floor(Math.log10(x));
  return Math.min(MAX_DECIMALS, Math.max(0, figures - 1 - leadingPlace));
}

/**
 * The fewest decimal places that write x exactly. x is an engine figure, already cleaned to 9
 * places, so rounding it at its own decimal places gives back the very same number.
 */
export function decimalPlacesOf(x: number): number {
  let decimals = 0;
  while (decimals < MAX_DECIMALS && ceilToDecimals(x, decimals) !== x) decimals += 1;
  return decimals;
}

/**
 * Round a maximum DOWN to `figures` significant figures (0.000570136 → 0.000570 at 3): the rule
 * the MPLR table's derived rows were written out by, and are checked against (tables.test.ts).
 */
export function floorToSignificantFigures(x: number, figures: number): number {
  if (x <= 0) return 0;
  return floorToDecimals(x, decimalsForSignificantFigures(x, figures));
}

/**
 * The measured leak rate as shown and compared: rounded UP (a measured figure never flatters the
 * result) to 3 significant figures, and to at least as many decimal places as the MPLR it is set
 * against. The MPLR then lies on the same grid, so the rounded LR is at or below the MPLR exactly
 * when the unrounded one is — the figures printed agree with the verdict (decision 0904).
 */
export function roundLeakRateUpM3h(leakRateM3h: number, mplrM3h: number | null): number {
  if (leakRateM3h <= 0) return 0;
  const decimals = Math.max(
    decimalsForSignificantFigures(leakRateM3h, LEAK_RATE_SIGNIFICANT_FIGURES),
    mplrM3h === null ? 0 : decimalPlacesOf(mplrM3h),
  );
  return ceilToDecimals(leakRateM3h, decimals);
}

/**
 * An engine figure as text, written out in full: JavaScript writes 0.0000003 as "3e-7", which
 * no certificate should print. Figures carry at most 9 decimal places (decision 0301 §5).
 */
export function formatFigure(x: number): string {
  return x.toFixed(MAX_DECIMALS).replace(/\.?0+$/, '');
}
