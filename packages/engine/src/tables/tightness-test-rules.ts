/**
 * Table: tightness test pressure, minimum duration and stabilisation rules.
 * Source: standards.md §3 — TP = max(MOP, 20) mbar; MOP left blank in the commercial calculator
 * is taken as 21 mbar; TTD at least 2 minutes; stabilisation max(6, TTD) commercial and
 * max(15, TTD) industrial.
 */
export const TIGHTNESS_TEST_RULES = {
  minimumTestPressureMbar: 20,
  commercialDefaultMopMbar: 21,
  minimumDurationMin: 2,
  minimumStabilisationMin: { commercial: 6, industrial: 15 },
} as const;
