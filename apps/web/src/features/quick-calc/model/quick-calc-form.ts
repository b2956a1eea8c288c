import type { CalculateRequestBody } from '@pipeproof/contracts';
import type {
  GasType,
  GaugeType,
  InstallationType,
  MeterType,
  OperationType,
  PipeMaterial,
  PurgeDirection,
  SafetyFactor,
  TestMedium,
} from '@pipeproof/engine';
import type { Readings, SiteRecord } from '../../calculator/components/test-run';
import { createClientId } from '../../calculator/model/create-client-id';

/**
 * The earlier single-screen form (/calc, product.md §2 'Earlier single-screen calculator form'):
 * every field as typed, so a half-typed '2.' is never fought over. Read by the product.md §5 rules in
 * parse-quick-calc-fields.ts when the request is built.
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

export interface PipeRow {
  readonly id: string;
  readonly nominalSizeMm: number | null;
  /** As typed; non-numeric counts as 0 (product.md §5). */
  readonly lengthText: string;
}

export interface MeterRow {
  readonly id: string;
  /** '' = no type: the row is dropped (product.md §5). */
  readonly meterType: MeterType | '';
  /** As typed; non-numeric counts as 1, 0 or less drops the row (product.md §5). */
  readonly quantityText: string;
}

export interface QuickCalcForm {
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
  readonly pipeMaterial: PipeMaterial;
  readonly pipes: readonly PipeRow[];
  readonly meters: readonly MeterRow[];
}

/** A calculation the server accepted: the request as sent, without readings. */
export interface QuickCalcResult {
  /** New for every calculation, so timers start afresh. */
  readonly id: string;
  readonly request: CalculateRequestBody;
}

/** Everything kept on the device (quick-calc-storage.ts). */
export interface QuickCalcDraft {
  readonly form: QuickCalcForm;
  readonly result: QuickCalcResult | null;
  readonly readings: Readings;
  readonly site: SiteRecord;
}

export function createPipeRow(id: string = createClientId()): PipeRow {
  return { id, nominalSizeMm: null, lengthText: '' };
}

export function createMeterRow(id: string = createClientId()): MeterRow {
  return { id, meterType: '', quantityText: '1' };
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
    pipes: [createPipeRow()],
    meters: [],
  };
}

export function createEmptyDraft(canPurge: boolean): QuickCalcDraft {
  return {
    form: createEmptyForm(canPurge),
    result: null,
    readings: {},
    site: { siteName: '', sectionIdentity: '', location: null },
  };
}
