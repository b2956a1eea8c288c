import {
  DOMESTIC_PIPE_MATERIALS,
  GAS_TYPES,
  INSTALLATION_TYPES,
  METER_TYPES,
} from '@pipeproof/engine';
import {
  readOwnerItem,
  removeOwnerItem,
  writeOwnerItem,
  type Owner,
} from '../../../lib/device/device-storage';
import {
  readBoolean,
  readFinite,
  readList,
  readNullable,
  readObject,
  readOneOf,
  readOptional,
  readText,
  readWithDefault,
} from '../../../lib/stored-value-readers';
import { openStoredCopy, type LoadedDraft } from '../../../lib/use-persisted-draft';
import type { MeterLine, PipeLine } from '../../calculator-core';
import {
  DOMESTIC_GAUGES,
  DOMESTIC_SETUP_SECTIONS,
  type DomesticDraft,
  type DomesticJobDetails,
  type DomesticReadingsText,
  type DomesticRecord,
  type DomesticStage,
} from '../model/domestic-draft';

/**
 * The /domestic job kept on this device (decision 0440): with the owner's other work (an account's
 * is sealed when its session ends), written as it is typed. Read by hand, not zod (decision 0641:
 * no schema library on a calculator's first load); anything else is discarded, not trusted.
 */
export const DOMESTIC_STORAGE_VERSION = 1;
const DOMESTIC_DRAFT_NAME = `calculator.domestic.draft.v${DOMESTIC_STORAGE_VERSION}`;

const text = readText(2000);
const id = readText(100, 1);
const MAX_ROWS = 200;

const readJobDetails = readObject<DomesticJobDetails>({
  jobNumber: text,
  customerName: text,
  engineerName: text,
  gasSafeNumber: text,
  location: text,
});

const readPipeLine = readObject<PipeLine>({
  id,
  nominalSizeMm: readNullable(readFinite),
  lengthText: text,
  material: readOptional(readOneOf(DOMESTIC_PIPE_MATERIALS)),
});

const readMeterLine = readObject<MeterLine>({
  id,
  meterType: readOneOf(['', ...METER_TYPES]),
  quantityText: text,
});

const readReadings = readObject<DomesticReadingsText>({ letBy: text, drop: text, retest: text });

const readTimed = readObject<Record<DomesticStage, boolean>>({
  letBy: readBoolean,
  test: readBoolean,
  retest: readBoolean,
});

const readRecord = readObject<DomesticRecord>({
  clientId: id,
  recordedAt: text,
  key: readText(200_000),
});

const readDraft = readObject<DomesticDraft>({
  jobClientId: id,
  jobDetails: readJobDetails,
  gasType: readOneOf(['', ...GAS_TYPES]),
  installationType: readOneOf(['', ...INSTALLATION_TYPES]),
  appliancesConnected: readNullable(readBoolean),
  gaugeType: readOneOf(['', ...DOMESTIC_GAUGES]),
  testPressureText: text,
  isReducedPressure: readBoolean,
  stabilisationText: text,
  pipeMaterial: readOneOf(DOMESTIC_PIPE_MATERIALS),
  pipes: readList(readPipeLine, { min: 1, max: MAX_ROWS }),
  meters: readList(readMeterLine, { max: MAX_ROWS }),
  hasNoMeter: readBoolean,
  readings: readReadings,
  smellOfGas: readNullable(readBoolean),
  timedInApp: readTimed,
  actionNote: readWithDefault(text, ''),
  folded: readList(readOneOf(DOMESTIC_SETUP_SECTIONS), { max: DOMESTIC_SETUP_SECTIONS.length }),
  record: readNullable(readRecord),
});

export function loadDomesticDraft(owner: Owner): LoadedDraft<DomesticDraft> {
  return openStoredCopy(readDomesticDraftAsWritten(owner), readDomesticDraftText, () =>
    removeOwnerItem(owner, DOMESTIC_DRAFT_NAME),
  );
}

/** An owner's stored domestic job exactly as written, or null: a quick look, nothing checked. */
export function readDomesticDraftAsWritten(owner: Owner): string | null {
  return readOwnerItem(owner, DOMESTIC_DRAFT_NAME);
}

/** A stored domestic job's text, checked, or null when it is not one this app stores. */
export function readDomesticDraftText(text: string): DomesticDraft | null {
  try {
    const stored = JSON.parse(text) as { version?: unknown; draft?: unknown };
    return stored.version === DOMESTIC_STORAGE_VERSION ? readDraft(stored.draft, 'draft') : null;
  } catch {
    // Not JSON, or not a draft.
    return null;
  }
}

/** False when the browser refused (private mode, quota) or the owner's work is no longer open. */
export function saveDomesticDraft(owner: Owner, draft: DomesticDraft): boolean {
  const entry = { version: DOMESTIC_STORAGE_VERSION, draft };
  return writeOwnerItem(owner, DOMESTIC_DRAFT_NAME, JSON.stringify(entry));
}

/** Removes an owner's domestic job (the device's, once brought into an account). */
export function removeDomesticDraft(owner: Owner): void {
  removeOwnerItem(owner, DOMESTIC_DRAFT_NAME);
}
