/**
 * Table: purge-point bore (mm) by the largest pipe's steel nominal size.
 * Source: standards.md §5 (≤ 40 → 20 mm; 50–80 → 25; 100–150 → 40; 200–250 → 80; 300 → 150).
 * Rows are upper bounds, so DN65 falls in the 50–80 row.
 */
export const PURGE_POINT_BORES = [
  { nominalSizeUpToMm: 40, boreMm: 20 },
  { nominalSizeUpToMm: 80, boreMm: 25 },
  { nominalSizeUpToMm: 150, boreMm: 40 },
  { nominalSizeUpToMm: 250, boreMm: 80 },
  { nominalSizeUpToMm: 300, boreMm: 150 },
] as const;
