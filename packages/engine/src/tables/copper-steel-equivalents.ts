/**
 * Table: copper tube size → steel nominal size of equal or larger bore, used to pick the purge
 * flow row and the purge-point bore (copper has no rows of its own).
 * Source: standards.md §5 (15→15, 22→20, 28→25, 35→32, 42→40, 54→50, 67→80, 76→80, 108→100,
 * 133→125, 159→150).
 */
export const COPPER_STEEL_EQUIVALENTS = [
  { copperSizeMm: 15, steelNominalSizeMm: 15 },
  { copperSizeMm: 22, steelNominalSizeMm: 20 },
  { copperSizeMm: 28, steelNominalSizeMm: 25 },
  { copperSizeMm: 35, steelNominalSizeMm: 32 },
  { copperSizeMm: 42, steelNominalSizeMm: 40 },
  { copperSizeMm: 54, steelNominalSizeMm: 50 },
  { copperSizeMm: 67, steelNominalSizeMm: 80 },
  { copperSizeMm: 76, steelNominalSizeMm: 80 },
  { copperSizeMm: 108, steelNominalSizeMm: 100 },
  { copperSizeMm: 133, steelNominalSizeMm: 125 },
  { copperSizeMm: 159, steelNominalSizeMm: 150 },
] as const;
