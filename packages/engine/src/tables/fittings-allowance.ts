/**
 * Table (single figure): fittings allowance added to the pipework volume.
 * Source: standards.md §1 — IV = Σ pipe volume × 1.10 + Σ meter internal volume × quantity, in
 * both calculators (the earlier app left the 10 % out of the commercial one: a bug).
 * product.md §9's "fittings in purge 0.001 m³ each" is not used: standards.md §5 purges the pipe
 * volume including the same 10 % allowance.
 */
export const FITTINGS_ALLOWANCE_FRACTION = 0.1;
