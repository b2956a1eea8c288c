/**
 * Table: internal volume per metre of steel pipe (medium series, BS EN 10255), m³/m.
 * Source: IGEM tabulated values as given in standards.md §1 (deliberately above the geometric
 * bore). DN200–300 are offered in the industrial calculator (IGE/UP/1) only; product.md §9 agrees.
 * The same figures give the purge hose and stack volume per metre (standards.md §5).
 */
export const STEEL_PIPE_VOLUMES = [
  { nominalSizeMm: 15, volumeM3PerM: 0.00024, isIndustrialOnly: false },
  { nominalSizeMm: 20, volumeM3PerM: 0.00046, isIndustrialOnly: false },
  { nominalSizeMm: 25, volumeM3PerM: 0.00064, isIndustrialOnly: false },
  { nominalSizeMm: 32, volumeM3PerM: 0.0011, isIndustrialOnly: false },
  { nominalSizeMm: 40, volumeM3PerM: 0.0015, isIndustrialOnly: false },
  { nominalSizeMm: 50, volumeM3PerM: 0.0024, isIndustrialOnly: false },
  { nominalSizeMm: 65, volumeM3PerM: 0.0038, isIndustrialOnly: false },
  { nominalSizeMm: 80, volumeM3PerM: 0.0054, isIndustrialOnly: false },
  { nominalSizeMm: 100, volumeM3PerM: 0.009, isIndustrialOnly: false },
  { nominalSizeMm: 125, volumeM3PerM: 0.014, isIndustrialOnly: false },
  { nominalSizeMm: 150, volumeM3PerM: 0.02, isIndustrialOnly: false },
  { nominalSizeMm: 200, volumeM3PerM: 0.035, isIndustrialOnly: true },
  { nominalSizeMm: 250, volumeM3PerM: 0.053, isIndustrialOnly: true },
  { nominalSizeMm: 300, volumeM3PerM: 0.074, isIndustrialOnly: true },
] as const;
