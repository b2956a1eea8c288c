import { randomUUID } from 'node:crypto';
import {
  ApiErrorBodySchema,
  CertificateSummarySchema,
  JobSchema,
  TestRecordSchema,
  UserSchema,
  type ApiErrorBody,
  type CertificateSummary,
  type CreateJobRequestBody,
  type CreateTestRecordRequestBody,
  type Job,
  type JobCalculationBody,
  type TestRecord,
  type Tier,
} from '@pipeproof/contracts';
import { setUserTier } from '../../src/modules/users/set-user-tier';
import { signUp, type Browser } from './browser';
import type { TestApp } from './start-test-app';

/** Bodies and helpers shared by the saved-work and certificate tests. */

export const newClientId = (): string => randomUUID();

/** Commercial new installation, strength test: STP = max(82.5, 2.5 × 21) = 82.5, limit 16.5 mbar. */
export const STRENGTH_CALCULATION = {
  project: { installationType: 'new', operationType: 'Strength Test', maxOperatingPressure: 21 },
  pipeConfigurations: [{ material: 'steel', nominalSize: '25mm', length: 10 }],
} satisfies JobCalculationBody;

/** Commercial new tightness test: MAPD-free PDmax 1.02 mbar (see calculate.test.ts). */
export const TIGHTNESS_CALCULATION = {
  calculatorType: 'commercial',
  project: {
    installationType: 'new',
    operationType: 'Tightness Test',
    gaugeType: 'water',
    testMedium: 'Gas',
    maxOperatingPressure: 21,
  },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 30 }],
  meterConfigurations: [{ meterType: 'U16', quantity: 1 }],
} satisfies JobCalculationBody;

/** Commercial existing installation: let-by first, then tightness against MAPD 1.8 mbar. */
export const EXISTING_TIGHTNESS_CALCULATION = {
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gaugeType: 'electronic01',
    testMedium: 'Gas',
    roomVolume: 27,
  },
  pipeConfigurations: [{ material: 'copper', nominalSize: 22, length: 20 }],
  meterConfigurations: [{ meterType: 'G4/U6', quantity: 1 }],
} satisfies JobCalculationBody;

export const PURGE_CALCULATION = {
  project: { installationType: 'new', operationType: 'Purge', purgeDirection: 'air-to-gas' },
  pipeConfigurations: [{ material: 'steel', nominalSize: 50, length: 10 }],
  purgeConfigurations: [{ type: 'hose', nominalSize: 20, length: 5 }],
} satisfies JobCalculationBody;

export const JOB_DETAILS = {
  jobNumber: 'JOB-1001',
  customerName: 'Riverside Bakery Ltd',
  engineerName: 'Sam Fitter',
  gasSafeNumber: '123456',
  location: 'Unit 4, Mill Lane, Leeds',
};

export function jobBody(overrides: Partial<CreateJobRequestBody> = {}): CreateJobRequestBody {
  return {
    clientId: newClientId(),
    calculatorType: 'commercial',
    jobDetails: JOB_DETAILS,
    calculation: STRENGTH_CALCULATION,
    siteName: 'Bakery',
    sectionIdentity: 'Kitchen riser',
    ...overrides,
  };
}

export function testRecordBody(
  overrides: Partial<CreateTestRecordRequestBody> = {},
): CreateTestRecordRequestBody {
  return {
    clientId: newClientId(),
    testName: 'Strength Test',
    calculation: STRENGTH_CALCULATION,
    actualReadings: { actualPressureDrop: 1 },
    ...overrides,
  };
}

export interface Engineer {
  browser: Browser;
  id: string;
  email: string;
  password: string;
}

/** A new signed-in user of that tier. */
export async function signUpEngineer(
  server: Pick<TestApp, 'browser' | 'database'>,
  tier: Tier = 'free',
): Promise<Engineer> {
  const browser = server.browser();
  const credentials = await signUp(browser);
  if (tier !== 'free') await setUserTier(server.database.db, credentials.email, tier);
  const me = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
  return { browser, id: me.id, ...credentials };
}

export function send(
  browser: Browser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  json?: unknown,
): Promise<Response> {
  return browser.request(method, path, json === undefined ? {} : { json });
}

/** Reads a JSON reply, failing with the body when the status is not the one expected. */
export async function expectStatus(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  }
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

export async function expectError(response: Response, status: number): Promise<ApiErrorBody> {
  return ApiErrorBodySchema.parse(await expectStatus(response, status));
}

/** POST /api/jobs → 201 with the saved job. */
export async function createJob(engineer: Engineer, body = jobBody()): Promise<Job> {
  return JobSchema.parse(
    await expectStatus(await send(engineer.browser, 'POST', '/api/jobs', body), 201),
  );
}

export async function getJob(engineer: Engineer, id: string): Promise<Job> {
  return JobSchema.parse(
    await expectStatus(await send(engineer.browser, 'GET', `/api/jobs/${id}`), 200),
  );
}

/** POST /api/jobs/:id/test-records, expecting `status` (201 for a new record). */
export async function recordTest(
  engineer: Engineer,
  jobId: string,
  body = testRecordBody(),
  status = 201,
): Promise<TestRecord> {
  const response = await send(engineer.browser, 'POST', `/api/jobs/${jobId}/test-records`, body);
  return TestRecordSchema.parse(await expectStatus(response, status));
}

/** A saved job with one strength test record (PASS, 1 mbar drop), read back with its record. */
export async function savedJobWithRecord(engineer: Engineer): Promise<Job> {
  const job = await createJob(engineer);
  await recordTest(engineer, job.id);
  return getJob(engineer, job.id);
}

/** POST /api/certificates for the job: 201 when newly issued, 200 when it already was. */
export async function issueCertificate(
  engineer: Engineer,
  jobId: string,
  status = 201,
): Promise<CertificateSummary> {
  return CertificateSummarySchema.parse(
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/certificates', { jobId }),
      status,
    ),
  );
}

/** A certificate issued for a new saved job with a strength test (savedJobWithRecord). */
export async function issuedCertificate(engineer: Engineer): Promise<CertificateSummary> {
  return issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
}
