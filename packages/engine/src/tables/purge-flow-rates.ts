/**
 * Table: minimum purge flow rate Qp (m³/h) by the largest pipe's steel nominal size.
 * Source: standards.md §5. A size without a row takes the NEXT LARGER row, never a smaller one
 * (DN15 → DN20 row; DN65 → DN80 row). The earlier app shifted the rows from DN200 up and fell
 * back to 0.7 for unlisted sizes: both unsafe, both corrected here (product.md §9 is overruled).
 */
export const PURGE_FLOW_RATES = [
  { nominalSizeMm: 20, minimumFlowM3h: 0.7 },
  { nominalSizeMm: 25, minimumFlowM3h: 1.0 },
  { nominalSizeMm: 32, minimumFlowM3h: 1.7 },
  { nominalSizeMm: 40, minimumFlowM3h: 2.5 },
  { nominalSizeMm: 50, minimumFlowM3h: 4.5 },
  { nominalSizeMm: 80, minimumFlowM3h: 11 },
  { nominalSizeMm: 100, minimumFlowM3h: 20 },
  { nominalSizeMm: 125, minimumFlowM3h: 30 },
  { nominalSizeMm: 150, minimumFlowM3h: 38 },
  { nominalSizeMm: 200, minimumFlowM3h: 79 },
  { nominalSizeMm: 250, minimumFlowM3h: 141 },
  { nominalSizeMm: 300, minimumFlowM3h: 216 },
] as const;
