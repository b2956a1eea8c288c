import type { ReadingsInput } from '@pipeproof/engine';
import {
  readBoolean,
  readFinite,
  readNullable,
  readObject,
  readOptional,
  readText,
} from '../../../lib/stored-value-readers';
import type { SiteRecord } from './types';

// A run's readings and site details as a calculator keeps them on the device: read by hand, not
// with zod (decision 0641), by the step calculators' draft and /calc's form alike.

const optionalFinite = readOptional(readFinite);

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
  siteName: readText(2000),
  sectionIdentity: readText(2000),
  location: readNullable(readObject({ latitude: readFinite, longitude: readFinite })),
});
