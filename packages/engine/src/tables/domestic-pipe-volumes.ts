import type { PipeMaterial } from '../domain-types';

/**
 * Table: internal volume per metre of PE (polyethylene SDR 11) pipe, m³/m, by outside diameter.
 * Source: standards.md §7.2 (IGEM/UP/1B Edition 4 as published by Gas Safe and others).
 * `steelEquivalentSizeMm` is the smallest steel size whose tabulated volume per metre is at
 * least PE's (the rule of standards.md §5.2 for copper); the domestic calculator does not use it
 * for any figure, it only ranks the largest pipe.
 */
export const PE_PIPE_VOLUMES = [
  { nominalSizeMm: 20, volumeM3PerM: 0.00019, steelEquivalentSizeMm: 15 },
  { nominalSizeMm: 25, volumeM3PerM: 0.00033, steelEquivalentSizeMm: 20 },
  { nominalSizeMm: 32, volumeM3PerM: 0.00053, steelEquivalentSizeMm: 25 },
] as const;

/**
 * Table: the largest size of each material in the domestic calculator, mm.
 * Source: standards.md §7.1 (pipe no larger than 35 mm copper, DN32 steel, 32 mm PE). CSST and
 * stainless take the steel figures (standards.md §7.2), so the steel sizes up to DN32.
 */
export const DOMESTIC_MAX_PIPE_SIZE_MM = {
  copper: 35,
  steel: 32,
  pe: 32,
  csst: 32,
} as const satisfies Record<PipeMaterial, number>;
