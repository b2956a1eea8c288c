/**
 * Every rounding rule of the engine lives here (decision 0301).
 *
 * Floating point cannot hold 0.06, 0.015 or 0.094 exactly, so a product that is an integer on
 * paper can land a hair above it: 0.45 × 0.1 / 0.015 evaluates to 3.0000000000000004, and a bare
 * Math.ceil would make a 3-minute test 4 minutes (standards.md §3: "table rows and ceilings must be
 * computed exactly"). Every ceiling, floor and comparison therefore treats two numbers within
 * TOLERANCE (relative, with an absolute floor of TOLERANCE) as equal. 1e-9 is far below the
 * precision of any input an engineer types (lengths 0.1 m, pressures 0.01 mbar, volumes 0.0001
 * m³) and far above binary rounding noise (~1e-16 relative). decision 0301 explains the choice.
 */

/** Relative tolerance under which two engineering numbers are treated as equal. */
export const TOLERANCE = 1e-9;

function toleranceFor(a: number, b: number): number {
  return TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** a ≤ b, treating values within TOLERANCE as equal (an IV on a row boundary belongs to it). */
export function isAtMost(a: number, b: number): boolean {
  return a <= b + toleranceFor(a, b);
}

/** a ≥ b, treating values within TOLERANCE as equal. */
export function isAtLeast(a: number, b: number): boolean {
  return a >= b - toleranceFor(a, b);
}

/** Smallest integer n with n ≥ x, where x within TOLERANCE of an integer counts as that integer. */
export function ceilTolerant(x: number): number {
  return Math.ceil(x - toleranceFor(x, 0)) + 0; // + 0 turns -0 into 0
}

/** Largest integer n with n ≤ x, where x within TOLERANCE of an integer counts as that integer. */
export function floorTolerant(x: number): number {
  return Math.floor(x + toleranceFor(x, 0)) + 0;
}

function scaleFor(decimals: number): number {
  return 10 ** decimals;
}

/** Round up to `decimals` places (used for values where bigger is the safe side). */
export function ceilToDecimals(x: number, decimals: number): number {
  const scale = scaleFor(decimals);
  return ceilTolerant(x * scale) / scale;
}

/** Round down to `decimals` places (used for maxima, where smaller is the safe side). */
export function floorToDecimals(x: number, decimals: number): number {
  const scale = scaleFor(decimals);
  return floorTolerant(x * scale) / scale;
}

/** Round half away from zero to `decimals` places. */
export function roundToDecimals(x: number, decimals: number): number {
  const scale = scaleFor(decimals);
  return (Math.sign(x) * Math.round(Math.abs(x) * scale)) / scale + 0;
}

/**
 * Remove binary noise from a computed value (0.30000000000000004 → 0.3) without changing it
 * in any way an engineer could see: 9 decimal places.
 */
export function cleanNumber(x: number): number {
  return roundToDecimals(x, 9);
}

// ---- Engineering rounding rules (decision 0301): durations and volumes up, maxima down. ----

/** Installation volume and purge volume as shown and used: rounded UP to 0.0001 m³. */
export function roundVolumeM3(volumeM3: number): number {
  return ceilToDecimals(volumeM3, 4);
}

/** Test durations: rounded UP to a whole minute (standards.md §3). */
export function roundDurationUpMin(durationMin: number): number {
  return ceilTolerant(durationMin);
}

/** Maximum permitted pressure drop (PDmax): rounded DOWN to 0.01 mbar. */
export function roundMaxDropMbar(dropMbar: number): number {
  return floorToDecimals(dropMbar, 2);
}

/** MAPD table cells: rounded DOWN to 0.1 mbar (standards.md §3). */
export function roundMapdMbar(dropMbar: number): number {
  return floorToDecimals(dropMbar, 1);
}

/** A maximum time (maximum purge time): rounded DOWN to a whole second. */
export function roundMaximumTimeToSeconds(durationMin: number): number {
  return floorTolerant(durationMin * 60);
}

/** A measured percentage (strength drop %): rounded UP to 0.01 % so it never flatters a result. */
export function roundMeasuredPercent(percent: number): number {
  return ceilToDecimals(percent, 2);
}
