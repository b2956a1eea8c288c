import type {
  AreaType,
  CalculatorType,
  GasType,
  GaugeType,
  HoseStackType,
  InstallationType,
  MeterType,
  OperationType,
  PipeMaterial,
  PurgeDirection,
  TestMedium,
} from '../domain-types';

/**
 * The semantic content of the POST /api/calculate request (product.md §7, decision 0350), so the route
 * can pass its parsed body straight in. product.md's synonyms are accepted and mapped below.
 */

export const INSTALLATION_TYPE_ALIASES = {
  new: 'new',
  existing: 'existing',
  'New Installation': 'new',
  Existing: 'existing',
} as const satisfies Record<string, InstallationType>;
export type InstallationTypeInput = keyof typeof INSTALLATION_TYPE_ALIASES;

export const GAUGE_TYPE_ALIASES = {
  water: 'water',
  electronic05: 'electronic05',
  electronic01: 'electronic01',
  'Water Gauge': 'water',
  'Electronic Gauge': 'electronic01',
} as const satisfies Record<string, GaugeType>;
export type GaugeTypeInput = keyof typeof GAUGE_TYPE_ALIASES;

export const TEST_MEDIUM_ALIASES = {
  Air: 'Air',
  Gas: 'Gas',
  'Natural Gas': 'Gas',
} as const satisfies Record<string, TestMedium>;
export type TestMediumInput = keyof typeof TEST_MEDIUM_ALIASES;

/** 'none' lines are ignored (product.md §3 meter line). */
export type MeterTypeInput = MeterType | 'none';

/** A nominal size in mm: a number, or a string such as "25mm" (industrial form, product.md §7). */
export type NominalSizeInput = number | string;

export interface ProjectInput {
  readonly reference?: string | null;
  readonly engineerName?: string | null;
  readonly installationType: InstallationTypeInput;
  readonly operationType: OperationType;
  readonly gasType?: GasType | null;
  readonly testMedium?: TestMediumInput | null;
  readonly gaugeType?: GaugeTypeInput | null;
  /** MOP, mbar (0 < MOP ≤ 16000). Blank in the commercial calculator → 21 mbar. */
  readonly maxOperatingPressure?: number | null;
  /** MIP, mbar (≥ 0), strength test only. */
  readonly maxIncidentalPressure?: number | null;
  /** Room classification, existing industrial installations. */
  readonly zoneType?: AreaType | null;
  /** Room volume of the smallest occupied space, m³. */
  readonly roomVolume?: number | null;
  /** Purge safety factor 1.5 (default), 2 or 3. */
  readonly safetyFactor?: number | null;
  readonly purgeDirection?: PurgeDirection | null;
  /** Domestic: whether the appliances were connected during the test (standards.md §7.8). */
  readonly appliancesConnected?: boolean | null;
  /**
   * Domestic: the pressure the tightness test is made at, mbar. Natural Gas 18 to 20 (blank = 20);
   * LPG and LPG/Air the installation's operating pressure, required (standards.md §7.4).
   */
  readonly testPressure?: number | null;
  /** Domestic: stabilisation, minutes. Natural Gas 1; LPG and LPG/Air 1 to 5 (blank = 5). */
  readonly stabilizationTime?: number | null;
}

export interface PipeConfigurationInput {
  /** Default steel (product.md §3). */
  readonly material?: PipeMaterial | null;
  readonly nominalSize: NominalSizeInput;
  /** Metres, ≥ 0. */
  readonly length: number;
}

export interface MeterConfigurationInput {
  readonly meterType: MeterTypeInput;
  /** Whole number ≥ 1. */
  readonly quantity: number;
}

export interface PurgeConfigurationInput {
  readonly type: HoseStackType;
  readonly nominalSize: NominalSizeInput;
  /** Metres, ≥ 0. */
  readonly length: number;
}

/** Readings recorded on site (product.md §3 actualReadings); absent or null = not yet taken. */
export interface ReadingsInput {
  readonly actualPressureDrop?: number | null;
  readonly actualFlowRate?: number | null;
  readonly actualGasContent?: number | null;
  readonly letByPressureReading?: number | null;
  /** Domestic: the drop over the pipework-only retest, mbar (standards.md §7.8). */
  readonly retestPressureDrop?: number | null;
  /** Domestic: "is there a smell of gas?" — a smell is a FAIL whatever the gauge shows. */
  readonly smellOfGas?: boolean | null;
}

export interface CalculationInput {
  readonly calculatorType: CalculatorType;
  readonly project: ProjectInput;
  readonly pipeConfigurations: readonly PipeConfigurationInput[];
  readonly meterConfigurations?: readonly MeterConfigurationInput[] | null;
  readonly purgeConfigurations?: readonly PurgeConfigurationInput[] | null;
  readonly readings?: ReadingsInput | null;
}
