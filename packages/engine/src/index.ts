/**
 * @pipeproof/engine — the only public door. Pure IGE/UP/1, IGE/UP/1A and IGEM/UP/1B Edition 4
 * calculations: tables, formulas, verdicts. No dependencies, no I/O, no clock.
 * The ruling reference is the project's standards.md; every table file names its section.
 */

export { ENGINE_VERSION } from './version';

// Top level: one call per calculator request (product.md §3, §7).
export { calculate } from './calculate/calculate';
export { calculateIge } from './calculate/calculate-ige';
export { calculateDomestic } from './calculate/calculate-domestic';
export {
  GAUGE_TYPE_ALIASES,
  INSTALLATION_TYPE_ALIASES,
  TEST_MEDIUM_ALIASES,
  type CalculationInput,
  type GaugeTypeInput,
  type InstallationTypeInput,
  type MeterConfigurationInput,
  type MeterTypeInput,
  type NominalSizeInput,
  type PipeConfigurationInput,
  type ProjectInput,
  type PurgeConfigurationInput,
  type ReadingsInput,
  type TestMediumInput,
} from './calculate/calculation-input';
export type {
  CalculationOutput,
  CalculationResult,
  Compliance,
  SpecCalculationResult,
} from './calculate/calculation-output';

// Vocabulary, errors, warnings, verdicts.
export * from './domain-types';
export { EngineInputError, type EngineInputIssue, type EngineInputIssueCode } from './errors';
export type {
  EngineWarning,
  EngineWarningCode,
  EngineWarningSeverity,
} from './scope/engine-warning';
export type { Verdict } from './verdict';
export { formatMinutesSeconds } from './format-minutes-seconds';

// Installation volume (standards.md §1).
export {
  computeInstallationVolume,
  type HoseStackInput,
  type HoseStackVolume,
  type InstallationVolumeInput,
  type MeterInput,
  type MeterVolume,
  type PipeRunInput,
  type PipeRunVolume,
  type VolumeBreakdown,
} from './installation-volume/compute-installation-volume';
export { findLargestPipe, type LargestPipe } from './installation-volume/find-largest-pipe';
export {
  listPipeSizesMm,
  lookupPipeSize,
  type PipeSize,
} from './installation-volume/lookup-pipe-size';
export { lookupMeter, type MeterSpec } from './installation-volume/lookup-meter';

// Strength test (standards.md §4).
export {
  computeStrengthTest,
  type StrengthTestInput,
  type StrengthTestParameters,
} from './strength-test/compute-strength-test';
export {
  assessStrengthTest,
  type StrengthTestReadings,
  type StrengthTestVerdict,
} from './strength-test/assess-strength-test';

// Let-by test (standards.md §3).
export {
  computeLetByTest,
  type LetByTestInput,
  type LetByTestParameters,
} from './let-by-test/compute-let-by-test';
export {
  assessLetByTest,
  type LetByTestReadings,
  type LetByTestVerdict,
} from './let-by-test/assess-let-by-test';

// Tightness test (standards.md §2, §3).
export type {
  MaxDropBasis,
  TightnessDurationBasis,
  TightnessTestParameters,
} from './tightness-test/tightness-test-parameters';
export {
  computeCommercialTightnessTest,
  type CommercialTightnessTestInput,
} from './tightness-test/compute-commercial-tightness-test';
export {
  computeIndustrialTightnessTest,
  type IndustrialTightnessTestInput,
} from './tightness-test/compute-industrial-tightness-test';
export {
  computeIndustrialTestDuration,
  type IndustrialTestDuration,
  type IndustrialTestDurationInput,
} from './tightness-test/compute-industrial-test-duration';
export {
  lookupCommercialTestDuration,
  type CommercialTestDuration,
  type CommercialTestDurationInput,
} from './tightness-test/lookup-commercial-test-duration';
export {
  lookupMaximumAllowablePressureDrop,
  type MapdLookup,
} from './tightness-test/lookup-maximum-allowable-pressure-drop';
export {
  computeMaximumPermittedLeakRateM3h,
  type MplrInput,
} from './tightness-test/compute-maximum-permitted-leak-rate';
export {
  computeMaxPressureDropMbar,
  type MaxPressureDropInput,
} from './tightness-test/compute-max-pressure-drop';
export { computeLeakRateM3h, type LeakRateInput } from './tightness-test/compute-leak-rate';
export { formatFigure } from './significant-figures';
export { computeTightnessTestPressure } from './tightness-test/compute-tightness-test-pressure';
export { lookupGauge } from './tightness-test/lookup-gauge';
export {
  assessTightnessTest,
  type TightnessTestReadings,
  type TightnessTestVerdict,
  type TightnessVerdictParameters,
} from './tightness-test/assess-tightness-test';

// Purge (standards.md §5).
export { computePurge, type PurgeInput, type PurgeParameters } from './purge/compute-purge';
export { lookupMinimumPurgeFlow, type PurgeFlowRow } from './purge/lookup-minimum-purge-flow';
export { lookupPurgePointBoreMm } from './purge/lookup-purge-point-bore';
export { assessPurge, type PurgeReadings, type PurgeVerdict } from './purge/assess-purge';

// Domestic, IGEM/UP/1B Edition 4 (standards.md §7).
export {
  computeDomesticPurgeVolumeM3,
  computeDomesticTest,
  lookupDomesticBand,
  type DomesticBand,
  type DomesticTestInput,
  type DomesticTestParameters,
} from './domestic/compute-domestic-test';
export {
  assessDomesticTest,
  type DomesticStageVerdict,
  type DomesticTestReadings,
  type DomesticTestVerdict,
} from './domestic/assess-domestic-test';
export { DOMESTIC_CHECK_YOUR_COPY_NOTE, SMELL_OF_GAS_NOTE } from './domestic/domestic-notes';

// Scope (standards.md §6) and compliance.
export { assessScope, type ScopeInput } from './scope/assess-scope';

// Published tables, for the reference page (each file names its source).
export { STEEL_PIPE_VOLUMES } from './tables/steel-pipe-volumes';
export { COPPER_PIPE_VOLUMES } from './tables/copper-pipe-volumes';
export { COPPER_STEEL_EQUIVALENTS } from './tables/copper-steel-equivalents';
export { FITTINGS_ALLOWANCE_FRACTION } from './tables/fittings-allowance';
export { METER_PURGE_CYCLIC_MULTIPLIER, METER_VOLUMES } from './tables/meter-volumes';
export { GAS_FACTORS, type GasFactors } from './tables/gas-factors';
export { GAUGES, type GaugeSpec } from './tables/gauges';
export { TIGHTNESS_TEST_RULES } from './tables/tightness-test-rules';
export {
  AREA_TYPE_FACTORS,
  AREA_TYPE_LABELS,
  TYPE_B_ROOM_VOLUME_M3,
} from './tables/area-type-factors';
export { MPLR_NATURAL_GAS, MPLR_TABLE, type MplrRow } from './tables/maximum-permitted-leak-rates';
export {
  COMMERCIAL_NEW_TTD_DIVISOR_M3,
  COMMERCIAL_NEW_TTD_MINIMUM_MIN,
  COMMERCIAL_NEW_TTD_TABLE,
  type CommercialNewTtdRow,
} from './tables/commercial-new-test-durations';
export { COMMERCIAL_EXISTING_TTD_TABLE } from './tables/commercial-existing-test-durations';
export {
  COMMERCIAL_LET_BY_DURATION_TABLE,
  LET_BY_TEST_RULES,
} from './tables/commercial-let-by-durations';
export {
  MAPD_IV_BANDS_M3,
  MAPD_ROOM_VOLUME_COLUMNS_M3,
  MAPD_TABLE,
  PUBLISHED_MAPD_ROW_IV_0_15,
  computeMapdFormulaMbar,
  type MapdRow,
} from './tables/maximum-allowable-pressure-drops';
export { STRENGTH_TEST_RULES, type StrengthTestRule } from './tables/strength-test-rules';
export { PURGE_FLOW_RATES } from './tables/purge-flow-rates';
export { PURGE_POINT_BORES } from './tables/purge-point-bores';
export {
  DEFAULT_PURGE_SAFETY_FACTOR,
  PURGE_GAS_CONTENT_LIMITS,
  PURGE_HOSE_STACK_SIZES_MM,
  PURGE_SAFETY_FACTORS,
} from './tables/purge-rules';
export { COMMERCIAL_SCOPE, DOMESTIC_TERRITORY, INPUT_LIMITS } from './tables/scope-limits';
export {
  DOMESTIC_GAS_FAMILIES,
  DOMESTIC_GAS_FAMILY,
  DOMESTIC_METER_TYPES,
  DOMESTIC_PERCEPTIBLE_MOVEMENT_MBAR,
  DOMESTIC_PERMISSIBLE_DROPS,
  DOMESTIC_TEST,
  type DomesticGasFamily,
  type DomesticGaugeType,
} from './tables/domestic-permissible-drops';
export { DOMESTIC_MAX_PIPE_SIZE_MM, PE_PIPE_VOLUMES } from './tables/domestic-pipe-volumes';
