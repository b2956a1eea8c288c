import { METER_TYPES, type ReadingsInput } from '@pipeproof/engine';
import {
  readBoolean,
  readFinite,
  readNullable,
  readObject,
  readOneOf,
  readOptional,
  readText,
} from '../../../lib/stored-value-readers';
import type { SiteRecord } from '../test-run/types';
import type { MeterLine, PipeLine } from './lines';

// The parts of a draft the step calculators and /calc keep alike on the device, read by hand and
// not with zod (decision 0641): their pipe and meter lines, a run's readings and its site details.

const text = readText(2000);
const id = readText(100, 1);
const optionalFinite = readOptional(readFinite);

/** One material for every line (product.md §4): a line's own material is the domestic calculator's. */
export const readStoredPipeLine = readObject<Omit<PipeLine, 'material'>>({
  id,
  nominalSizeMm: readNullable(readFinite),
  lengthText: text,
});

export const readStoredMeterLine = readObject<MeterLine>({
  id,
  meterType: readOneOf(['', ...METER_TYPES]),
  quantityText: text,
});

export const readStoredReadings = readObject<ReadingsInput>({
  actualPressureDrop: optionalFinite,
  actualFlowRate: optionalFinite,
  actualGasContent: optionalFinite,
  letByPressureReading: optionalFinite,
  // Domestic readings (decision 0820): never written by these calculators, read if present.
  retestPressureDrop: optionalFinite,
  smellOfGas: readOptional(readBoolean),
});

export const readStoredSite = readObject<SiteRecord>({
  siteName: text,
  sectionIdentity: text,
  location: readNullable(readObject({ latitude: readFinite, longitude: readFinite })),
});
