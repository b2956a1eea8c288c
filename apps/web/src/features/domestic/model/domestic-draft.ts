import type { GasType, InstallationType, MeterType } from '@pipeproof/engine';
import { createClientId, createPipeLine, type LineFields } from '../../calculator-core';

/** The five job details printed on the test record (product.md §3), as the step calculator asks. */
export interface DomesticJobDetails {
  readonly jobNumber: string;
  readonly customerName: string;
  readonly engineerName: string;
  readonly gasSafeNumber: string;
  readonly location: string;
}

export type DomesticJobField = keyof DomesticJobDetails;

/** The gauges that can show an IGEM/UP/1B perceptible movement (standards.md §7.6). */
export const DOMESTIC_GAUGES = ['water', 'electronic01'] as const;
export type DomesticGauge = (typeof DOMESTIC_GAUGES)[number];

/** The meters of the domestic scope (standards.md §7.2), or none. */
export const DOMESTIC_METERS = ['Domestic', 'G4/U6', 'U16'] as const satisfies readonly MeterType[];
export type DomesticMeter = (typeof DOMESTIC_METERS)[number];
export type DomesticMeterChoice = DomesticMeter | 'none';

/** The readings, each as typed (a half-typed '0.' is never fought over). */
export interface DomesticReadingsText {
  readonly letBy: string;
  readonly drop: string;
  readonly retest: string;
}
export type DomesticReadingField = keyof DomesticReadingsText;

/** The three timed stages: each one's timer was run to its end in the app (decision 0414). */
export type DomesticStage = 'letBy' | 'test' | 'retest';

/** The setup sections that fold into a line once the engineer says they are done. */
export const DOMESTIC_SETUP_SECTIONS = ['job', 'installation', 'pipework'] as const;
export type DomesticSetupSection = (typeof DOMESTIC_SETUP_SECTIONS)[number];

/** What was last queued for the account: the job's test record and the inputs it was made from. */
export interface DomesticRecord {
  readonly clientId: string;
  readonly recordedAt: string;
  /** The calculation and readings recorded, as JSON: a change afterwards needs recording again. */
  readonly key: string;
}

/**
 * The /domestic job in progress (IGEM/UP/1B Edition 4, standards.md §7): one serialisable draft
 * changed only by domesticReducer (decision 0653), kept on the device per owner (decision 0440).
 */
export interface DomesticDraft extends LineFields {
  readonly jobClientId: string;
  readonly jobDetails: DomesticJobDetails;
  /** No default: the engineer chooses (the bands differ by gas). */
  readonly gasType: GasType | '';
  readonly installationType: InstallationType | '';
  readonly appliancesConnected: boolean | null;
  readonly gaugeType: DomesticGauge | '';
  /**
   * LPG and LPG/Air: the operating pressure (required). Natural Gas: the pressure reached, when
   * 20 mbar could not be (isReducedPressure); otherwise unused.
   */
  readonly testPressureText: string;
  readonly isReducedPressure: boolean;
  /** LPG and LPG/Air: 1 to 5 whole minutes. */
  readonly stabilisationText: string;
  /** "No meter" chosen (meters then empty); meters empty and false: not chosen yet. */
  readonly hasNoMeter: boolean;
  readonly readings: DomesticReadingsText;
  /** Always asked (standards.md §7.8); null until answered. */
  readonly smellOfGas: boolean | null;
  readonly timedInApp: Readonly<Record<DomesticStage, boolean>>;
  /** What the engineer did about a failed test, printed on the record (decision 0414). */
  readonly actionNote: string;
  /** Setup sections the engineer has finished with (shown as one line until edited). */
  readonly folded: readonly DomesticSetupSection[];
  readonly record: DomesticRecord | null;
}

export const EMPTY_JOB_DETAILS: DomesticJobDetails = {
  jobNumber: '',
  customerName: '',
  engineerName: '',
  gasSafeNumber: '',
  location: '',
};

export const LPG_DEFAULT_STABILISATION_TEXT = '5';

export function createEmptyDomesticDraft(
  jobClientId: string = createClientId(),
  pipeId: string = createClientId(),
): DomesticDraft {
  return {
    jobClientId,
    jobDetails: EMPTY_JOB_DETAILS,
    gasType: '',
    installationType: '',
    appliancesConnected: null,
    gaugeType: '',
    testPressureText: '',
    isReducedPressure: false,
    stabilisationText: LPG_DEFAULT_STABILISATION_TEXT,
    pipeMaterial: 'copper',
    pipes: [createPipeLine(pipeId)],
    meters: [],
    hasNoMeter: false,
    readings: { letBy: '', drop: '', retest: '' },
    smellOfGas: null,
    timedInApp: { letBy: false, test: false, retest: false },
    actionNote: '',
    folded: [],
    record: null,
  };
}
