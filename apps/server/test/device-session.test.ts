import {
  ACCOUNT_HEADER,
  ApiErrorBodySchema,
  CurrentUserSchema,
  JobSchema,
} from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/browser';
import { jobBody, signUpEngineer, testRecordBody } from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

// What a device keeps of the session, and saves kept for one account (docs/decisions/0440).
const server = useTestApp();

async function currentUser(browser: ReturnType<typeof server.browser>) {
  const response = await browser.get('/api/auth/user');
  expect(response.status).toBe(200);
  return CurrentUserSchema.parse(await response.json());
}

describe('GET /api/auth/user: the session a device keeps', () => {
  it('says when the session ends: in the future, days away', async () => {
    const browser = server.browser();
    await signUp(browser);
    const { session } = await currentUser(browser);
    const daysLeft = (Date.parse(session.expiresAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(1);
    expect(daysLeft).toBeLessThanOrEqual(7);
  });

  it('gives one account the same device key in every session, and another account another', async () => {
    const first = server.browser();
    const credentials = await signUp(first);
    const firstKey = (await currentUser(first)).session.deviceKey;

    const second = server.browser();
    const signIn = await second.post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
    expect((await currentUser(second)).session.deviceKey).toBe(firstKey);

    const other = server.browser();
    await signUp(other);
    expect((await currentUser(other)).session.deviceKey).not.toBe(firstKey);
    expect(Buffer.from(firstKey, 'base64url')).toHaveLength(32);
  });
});

describe(`${ACCOUNT_HEADER}: saves kept for one account`, () => {
  it('are saved when the session is that account’s', async () => {
    const engineer = await signUpEngineer(server);
    const response = await engineer.browser.post('/api/jobs', jobBody(), {
      headers: { [ACCOUNT_HEADER]: engineer.id },
    });
    expect(response.status).toBe(201);
  });

  it('are refused with 401, and nothing saved, when the session is somebody else’s', async () => {
    const owner = await signUpEngineer(server);
    const other = await signUpEngineer(server);
    const body = jobBody();
    const job = await other.browser.post('/api/jobs', body, {
      headers: { [ACCOUNT_HEADER]: owner.id },
    });
    expect(job.status).toBe(401);
    expect(ApiErrorBodySchema.parse(await job.json())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'This was kept for another account. Sign in to that account to save it.',
    });
    expect(await (await other.browser.get('/api/jobs')).json()).toEqual([]);

    // A record for the other account's own job, sent as if kept for the first account.
    const own = JobSchema.parse(await (await other.browser.post('/api/jobs', jobBody())).json());
    const record = await other.browser.post(`/api/jobs/${own.id}/test-records`, testRecordBody(), {
      headers: { [ACCOUNT_HEADER]: owner.id },
    });
    expect(record.status).toBe(401);
    const saved = JobSchema.parse(await (await other.browser.get(`/api/jobs/${own.id}`)).json());
    expect(saved.testRecords).toEqual([]);
  });
});
