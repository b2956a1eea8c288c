import type {
  CreateJobRequestBody,
  CreateTestRecordRequestBody,
  JobCalculationBody,
} from '@pipeproof/contracts';
import { JOB_DETAILS, jobBody, newClientId } from './job-fixtures';

/** Bodies of the domestic (IGEM/UP/1B Edition 4) job and certificate tests (decisions 0820, 0821). */

/**
 * Existing installation, Natural Gas, appliances connected, water gauge: IV 0.0038 m³ (copper
 * 15 mm × 4 m + 22 mm × 2 m + a domestic meter), so the band up to 0.005 m³ allows 8 mbar and a
 * perceptible drop calls for the pipework-only retest (standards.md §7.7, §7.8).
 */
export const DOMESTIC_CALCULATION = {
  calculatorType: 'domestic',
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    gaugeType: 'water',
    appliancesConnected: true,
  },
  pipeConfigurations: [
    { material: 'copper', nominalSize: 15, length: 4 },
    { material: 'copper', nominalSize: 22, length: 2 },
  ],
  meterConfigurations: [{ meterType: 'Domestic', quantity: 1 }],
} satisfies JobCalculationBody;

/** New PE and CSST pipework at 19 mbar, no appliances: no perceptible movement allowed. */
export const DOMESTIC_NEW_PE_CALCULATION = {
  calculatorType: 'domestic',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gasType: 'Natural Gas',
    gaugeType: 'electronic01',
    appliancesConnected: false,
    testPressure: 19,
  },
  pipeConfigurations: [
    { material: 'pe', nominalSize: 20, length: 10 },
    { material: 'csst', nominalSize: 15, length: 5 },
  ],
} satisfies JobCalculationBody;

/** 28 mm copper × 60 m, no meter: IV 0.0357 m³, above IGEM/UP/1B's 0.035 m³ (decision 0820 §8). */
export const DOMESTIC_OVER_LIMIT_CALCULATION = {
  ...DOMESTIC_CALCULATION,
  pipeConfigurations: [{ material: 'copper', nominalSize: 28, length: 60 }],
  meterConfigurations: [],
} satisfies JobCalculationBody;

/** No let-by, 1 mbar in the test (within 8, perceptible), 0.1 mbar on the retest, no smell: PASS. */
export const DOMESTIC_READINGS = {
  letByPressureReading: 0,
  actualPressureDrop: 1,
  retestPressureDrop: 0.1,
  smellOfGas: false,
};

export const DOMESTIC_JOB_DETAILS = {
  ...JOB_DETAILS,
  jobNumber: 'DOM-7',
  customerName: 'Mrs J Patel',
  location: '12 Acacia Avenue, York',
};

export function domesticJobBody(
  calculation: JobCalculationBody = DOMESTIC_CALCULATION,
  overrides: Partial<CreateJobRequestBody> = {},
): CreateJobRequestBody {
  return jobBody({
    calculatorType: 'domestic',
    jobDetails: DOMESTIC_JOB_DETAILS,
    calculation,
    siteName: 'Kitchen',
    sectionIdentity: undefined,
    ...overrides,
  });
}

export function domesticRecordBody(
  overrides: Partial<CreateTestRecordRequestBody> = {},
): CreateTestRecordRequestBody {
  return {
    clientId: newClientId(),
    testName: 'Tightness Test',
    calculation: DOMESTIC_CALCULATION,
    actualReadings: DOMESTIC_READINGS,
    timedInApp: true,
    ...overrides,
  };
}
