import { JobSchema } from '@pipeproof/contracts';
import { postJson as post } from './server-fetch';

const CALCULATION = {
  project: { installationType: 'new', operationType: 'Strength Test' },
  pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
};

/**
 * Saves a commercial job with one recorded strength test (of `calculation`, a new installation's
 * 25 mm steel when not given) for the signed-in account, through the real server's API: the job
 * history then offers its certificate actions.
 */
export async function savedJobWithTest(
  jobNumber: string,
  calculation: object = CALCULATION,
): Promise<void> {
  const job = JobSchema.parse(
    await post('/api/jobs', {
      clientId: crypto.randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber,
        customerName: 'Mill Lane Bakery',
        engineerName: 'Ada Fitter',
        gasSafeNumber: '654321',
        location: 'Mill Lane, York',
      },
      calculation,
    }),
  );
  await post(`/api/jobs/${job.id}/test-records`, {
    clientId: crypto.randomUUID(),
    testName: 'Strength Test',
    calculation,
    actualReadings: { actualPressureDrop: 1 },
  });
}
