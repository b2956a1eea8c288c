import type { CalculateRequestBody } from '@pipeproof/contracts';
import type {
  GasType,
  GaugeType,
  InstallationType,
  OperationType,
  PurgeDirection,
  ReadingsInput,
  SafetyFactor,
  TestMedium,
} from '@pipeproof/engine';
import {
  createClientId,
  createPipeLine,
  EMPTY_SITE,
  type LineFields,
  type SiteRecord,
  type TestKind,
} from '../../calculator-core';
import { createEmptyJob, type QuickCalcJob } from './quick-calc-job';

/**
 * The earlier single-screen form (/calc, product.md §2 'Earlier single-screen calculator form'):
 * every field as typed, so a half-typed '2.' is never fought over. Read by calculator-core's
 * product.md §5 rules when the request is built, with this form's line rules (quick-calc-reducer.ts).
 */

/** product.md §3 'Purge method', in the product's words. */
export const PURGE_METHODS = [
  'Direct Purge (Air to Gas)',
  'Direct Purge (Gas to Air)',
  'Indirect Purge (Inert Gas)',
] as const;
export type PurgeMethod = (typeof PURGE_METHODS)[number];

/**
 * The engine's purge direction for each method. An indirect purge has no gas-content criterion
 * in standards.md §5, so it has no direction and no PASS / FAIL (decision 0620).
 */
export const PURGE_METHOD_DIRECTIONS = {
  'Direct Purge (Air to Gas)': 'air-to-gas',
  'Direct Purge (Gas to Air)': 'gas-to-air',
  'Indirect Purge (Inert Gas)': null,
} as const satisfies Record<PurgeMethod, PurgeDirection | null>;

/** The pipe and meter rows are calculator-core's lines; a meter of 0 or less is dropped (0620 #12). */
export interface QuickCalcForm extends LineFields {
  readonly reference: string;
  readonly engineerName: string;
  /** 'New Installation' by default (product.md §3); null only after a conflicting choice cleared it. */
  readonly installationType: InstallationType | null;
  readonly operationType: OperationType;
  readonly mopText: string;
  readonly mipText: string;
  readonly roomVolumeText: string;
  readonly gasType: GasType | '';
  readonly purgeMethod: PurgeMethod;
  readonly safetyFactor: SafetyFactor;
  readonly gaugeType: GaugeType | '';
  readonly testMedium: TestMedium | '';
}

/** A calculation the server accepted: the request as sent, without readings. */
export interface QuickCalcResult {
  /** New for every calculation, so timers start afresh. */
  readonly id: string;
  readonly request: CalculateRequestBody;
  /**
   * The tests whose period was counted to its end on this result's timers (decision 0921);
   * absent in forms stored before /calc asked.
   */
  readonly timedKinds?: readonly TestKind[];
}

/** Everything kept on the device (quick-calc-storage.ts). */
export interface QuickCalcDraft {
  readonly form: QuickCalcForm;
  readonly result: QuickCalcResult | null;
  readonly readings: ReadingsInput;
  readonly site: SiteRecord;
  /** The form saved as a job on the account (decision 0439). */
  readonly job: QuickCalcJob;
}

/**
 * product.md §3 defaults: New Installation, Purge, Natural Gas, Direct Purge (Air to Gas), safety
 * factor 1.5, steel, one empty pipe row, no meters. A plan without purge starts on the tightness
 * test instead (decision 0620): purge would only show the upgrade card.
 */
export function createEmptyForm(canPurge: boolean): QuickCalcForm {
  return {
    reference: '',
    engineerName: '',
    installationType: 'new',
    operationType: canPurge ? 'Purge' : 'Tightness Test',
    mopText: '',
    mipText: '',
    roomVolumeText: '',
    gasType: 'Natural Gas',
    purgeMethod: 'Direct Purge (Air to Gas)',
    safetyFactor: 1.5,
    gaugeType: '',
    testMedium: '',
    pipeMaterial: 'steel',
    pipes: [createPipeLine()],
    meters: [],
  };
}

export function createEmptyDraft(canPurge: boolean): QuickCalcDraft {
  return {
    form: createEmptyForm(canPurge),
    result: null,
    readings: {},
    site: EMPTY_SITE,
    job: createEmptyJob(createClientId()),
  };
}
