import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

export const ENGINEER = { email: 'bench-api-load@example.test', password: 'bench-password-1' };
export const SAVED_JOBS = 20;

/** Commercial new installation, strength test (apps/server/test/support/job-fixtures.ts). */
const STRENGTH_CALCULATION = {
  project: { installationType: 'new', operationType: 'Strength Test', maxOperatingPressure: 21 },
  pipeConfigurations: [{ material: 'steel', nominalSize: '25mm', length: 10 }],
};

/**
 * Creates the engineer with the compiled admin tool (password on stdin, docs/decisions/0110),
 * signs in through the API as a browser does (our Origin) and saves SAVED_JOBS jobs, each with
 * one test record. Returns the session cookie (`name=value`).
 */
export async function seedEngineer(options: {
  baseUrl: string;
  adminCli: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
}): Promise<string> {
  const { baseUrl } = options;
  const admin = (args: string[], stdin = '') =>
    execFileSync(process.execPath, [options.adminCli, ...args], {
      cwd: options.cwd,
      env: options.env,
      input: stdin,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
  admin(['create-user', ENGINEER.email, '--name', 'Bench Engineer'], ENGINEER.password);
  admin(['set-tier', ENGINEER.email, 'professional']);

  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(ENGINEER),
  });
  if (!signIn.ok) throw new Error(`Bench sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.includes('session_token='));
  if (!cookie) throw new Error('Bench sign-in set no session cookie');

  const post = async (path: string, body: unknown) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { origin: baseUrl, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  for (let index = 1; index <= SAVED_JOBS; index += 1) {
    const job = await post('/api/jobs', {
      clientId: randomUUID(),
      calculatorType: 'commercial',
      jobDetails: {
        jobNumber: `JOB-${1000 + index}`,
        customerName: 'Riverside Bakery Ltd',
        engineerName: 'Sam Fitter',
        gasSafeNumber: '123456',
        location: 'Unit 4, Mill Lane, Leeds',
      },
      calculation: STRENGTH_CALCULATION,
      siteName: 'Bakery',
      sectionIdentity: 'Kitchen riser',
    });
    await post(`/api/jobs/${job.id}/test-records`, {
      clientId: randomUUID(),
      testName: 'Strength Test',
      calculation: STRENGTH_CALCULATION,
      actualReadings: { actualPressureDrop: 1 },
    });
  }
  return cookie;
}
