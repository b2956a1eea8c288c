/**
 * Table: internal volume per metre of copper tube (BS EN 1057), m³/m.
 * Source: IGEM tabulated values as given in standards.md §1. 76–159 mm are offered in the
 * industrial calculator (IGE/UP/1) only; 133 and 159 mm rest on a single source (standards.md §1).
 * Copper must be calculable in both calculators (the earlier app's industrial server rejected it).
 */
export const COPPER_PIPE_VOLUMES = [
  { nominalSizeMm: 15, volumeM3PerM: 0.00014, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 22, volumeM3PerM: 0.00032, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 28, volumeM3PerM: 0.00054, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 35, volumeM3PerM: 0.00084, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 42, volumeM3PerM: 0.0012, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 54, volumeM3PerM: 0.0021, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 67, volumeM3PerM: 0.0033, isIndustrialOnly: false, isSingleSource: false },
  { nominalSizeMm: 76, volumeM3PerM: 0.0042, isIndustrialOnly: true, isSingleSource: false },
  { nominalSizeMm: 108, volumeM3PerM: 0.0084, isIndustrialOnly: true, isSingleSource: false },
  { nominalSizeMm: 133, volumeM3PerM: 0.013, isIndustrialOnly: true, isSingleSource: true },
  { nominalSizeMm: 159, volumeM3PerM: 0.018, isIndustrialOnly: true, isSingleSource: true },
] as const;
