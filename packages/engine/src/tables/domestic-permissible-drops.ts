/**
 * Table: IGEM/UP/1B Edition 4 (domestic) permissible pressure drop in a 2-minute tightness
 * test, Natural Gas, by installation volume. Test pressure 20 mbar (not below 18).
 * Source: standards.md §7. Not used by any calculation in this release: kept as data for the
 * later domestic calculator and the reference page.
 */
export const DOMESTIC_PERMISSIBLE_DROPS_NATURAL_GAS = [
  { ivUpToM3: 0.005, maxDropMbar: 8 },
  { ivUpToM3: 0.01, maxDropMbar: 4 },
  { ivUpToM3: 0.015, maxDropMbar: 2.5 },
  { ivUpToM3: 0.035, maxDropMbar: 1 },
] as const;

export const DOMESTIC_TEST = { testPressureMbar: 20, testDurationMin: 2 } as const;
