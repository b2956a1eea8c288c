import type { JobSummary } from '@pipeproof/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser, Sessions } from '../auth/sessions';
import { createJobListCache, type JobListCache } from '../modules/jobs/job-list-cache';
import { registerCalculateRoutes } from '../routes/calculate/calculate-routes';
import type { RouteDeps } from '../routes/route-deps';
import { TIGHTNESS_CALCULATION } from '../../test/support/job-fixtures';
import { forgetJobListsAfterWrites } from './forget-job-lists-after-writes';

/**
 * Which requests forget their user's remembered job list (decision 0843): a real Fastify instance,
 * the real cache and the real calculate route. The session is one engineer's, looked up as
 * `sessions.ts` does it: once per request, remembered for the hook.
 */
const ENGINEER = { id: 'engineer-1', subscriptionTier: 'free' } as SessionUser;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(jobLists: JobListCache): Promise<FastifyInstance> {
  const lookedUp = new WeakMap<FastifyRequest, Promise<SessionUser>>();
  const getSessionUser = (request: FastifyRequest) => {
    const user = lookedUp.get(request) ?? Promise.resolve(ENGINEER);
    lookedUp.set(request, user);
    return user;
  };
  const sessions = {
    getSessionUser,
    lookedUpUser: (request: FastifyRequest) => lookedUp.get(request),
  };
  app = Fastify();
  forgetJobListsAfterWrites(app, { sessions: sessions as Sessions, jobLists });
  const handler = async (request: FastifyRequest) => ({
    engineer: (await getSessionUser(request)).id,
  });
  app.post('/api/jobs', handler);
  app.get('/api/jobs', handler);
  registerCalculateRoutes(app, { sessions } as RouteDeps);
  await app.ready();
  return app;
}

/** How many reads the engineer's list has cost so far, after asking for it once more. */
function readsAfterNextGet(jobLists: JobListCache) {
  let reads = 0;
  const read = async (): Promise<JobSummary[]> => {
    reads += 1;
    return [];
  };
  return async () => {
    await jobLists.get(ENGINEER.id, read);
    return reads;
  };
}

describe('forgetJobListsAfterWrites', () => {
  it("a request that may have written forgets its engineer's list; a read and a calculation do not", async () => {
    const jobLists = createJobListCache();
    const server = await appWith(jobLists);
    const reads = readsAfterNextGet(jobLists);
    expect(await reads()).toBe(1);

    expect((await server.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
    expect(await reads()).toBe(1);
    const calculated = await server.inject({
      method: 'POST',
      url: '/api/calculate',
      payload: TIGHTNESS_CALCULATION,
    });
    expect(calculated.json()).toMatchObject({ testResult: 'PENDING' });
    expect(await reads()).toBe(1);

    expect((await server.inject({ method: 'POST', url: '/api/jobs' })).statusCode).toBe(200);
    expect(await reads()).toBe(2);
  });
});
