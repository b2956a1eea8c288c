/**
 * Table: scope limits of the calculators and input limits.
 * Source: standards.md §6 — the commercial calculator (IGE/UP/1A) covers IV ≤ 1 m³ and
 * OP ≤ 40 mbar, Natural Gas only (standards.md §2); IV ≤ 0.035 m³ with bore ≤ 35 mm and meter
 * ≤ 16 m³/h is domestic (IGEM/UP/1B) territory. product.md §5/§9: MOP at most 16000 mbar.
 */
export const COMMERCIAL_SCOPE = {
  maxInstallationVolumeM3: 1,
  maxOperatingPressureMbar: 40,
  gasType: 'Natural Gas',
} as const;

export const DOMESTIC_TERRITORY = {
  maxInstallationVolumeM3: 0.035,
  maxNominalSizeMm: 35,
  maxMeterFlowM3h: 16,
} as const;

export const INPUT_LIMITS = {
  maxOperatingPressureMbar: 16000,
  /*
   * Not from the standard: upper bounds far beyond any real installation, so a typing slip
   * (1e308) is refused by field instead of overflowing to Infinity in the figures.
   */
  /** A pipe run's or purge hose/stack's length, m (100 km). */
  maxLineLengthM: 100_000,
  /** Meters of one type on one installation. */
  maxMeterQuantity: 10_000,
  /** Maximum incidental pressure and any pressure reading, mbar (100 bar). */
  maxPressureMbar: 100_000,
  /** Room volume, m³. */
  maxRoomVolumeM3: 1_000_000,
  /** A purge flow reading, m³/h. */
  maxFlowRateM3h: 1_000_000,
  /** Commercial room volume: product.md §5 "min 1"; above 60 m³ the last MAPD column applies. */
  minCommercialRoomVolumeM3: 1,
} as const;
