/**
 * Table: purge safety factors, hose and stack sizes, and the gas-content pass limits.
 * Source: standards.md §5 — safety factor 1.5 (standard, default), 2.0 (high risk), 3.0
 * (critical); hose and stack volume per metre from the steel pipe table at sizes 20, 25, 40,
 * 50 and 100 mm; PASS when the measured flow ≥ Qp and the gas content is ≥ 90 % (air → gas)
 * or ≤ 1.8 % (gas → air, single source).
 */
export const PURGE_SAFETY_FACTORS = [
  { safetyFactor: 1.5, label: 'Standard', isDefault: true },
  { safetyFactor: 2, label: 'High risk', isDefault: false },
  { safetyFactor: 3, label: 'Critical applications', isDefault: false },
] as const;

export const DEFAULT_PURGE_SAFETY_FACTOR = 1.5;

export const PURGE_HOSE_STACK_SIZES_MM = [20, 25, 40, 50, 100] as const;

export const PURGE_GAS_CONTENT_LIMITS = {
  'air-to-gas': { minimumPercent: 90 },
  'gas-to-air': { maximumPercent: 1.8 },
} as const;
