import {
  CreateJobRequestSchema,
  CreateTestRecordRequestSchema,
  JobListQuerySchema,
  UpdateJobRequestSchema,
  type Job,
  type JobSummary,
  type TestRecord,
} from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http/validation-error';
import { assertCalculationAllowed } from '../../modules/jobs/assert-calculation-allowed';
import { checkJobCalculation } from '../../modules/jobs/check-job-calculation';
import { createJob } from '../../modules/jobs/create-job';
import { createTestRecord } from '../../modules/jobs/create-test-record';
import { deleteJob } from '../../modules/jobs/delete-job';
import { getJob } from '../../modules/jobs/get-job';
import { listJobSummaries } from '../../modules/jobs/list-job-summaries';
import { updateJob } from '../../modules/jobs/update-job';
import type { RouteDeps } from '../route-deps';
import { jobNotFound, parseJobId } from './parse-job-id';

/**
 * Saved work (product.md §10; decision 0400; decisions 0400–0404): a signed-in
 * engineer's jobs and test records. Every route needs a user (401); another user's job is a 404,
 * exactly as a missing one; bodies are parsed by the contracts (400 naming the field); saved
 * calculations pass the tier gate of /api/calculate (403 UPGRADE_REQUIRED).
 */
export function registerJobRoutes(
  app: FastifyInstance,
  { database, sessions, jobLists }: RouteDeps,
): void {
  const { db } = database;

  app.get('/api/jobs', async (request, reply): Promise<JobSummary[]> => {
    const user = await sessions.requireUser(request, reply);
    // The history's search and filter (decision 0408): 400 naming the parameter and reason.
    const query = parseWith(JobListQuerySchema, request.query);
    // The unfiltered list, the account page's, is remembered until the user's jobs change (0843).
    if (Object.values(query).every((value) => value === undefined)) {
      return jobLists.get(user.id, () => listJobSummaries(db, user.id));
    }
    return listJobSummaries(db, user.id, query);
  });

  app.post('/api/jobs', async (request, reply): Promise<Job> => {
    const user = await sessions.requireUser(request, reply);
    const input = parseWith(CreateJobRequestSchema, request.body);
    assertCalculationAllowed(user.subscriptionTier, input.calculation);
    checkJobCalculation(input.calculation);
    const { job, isCreated } = await createJob(db, user.id, input);
    reply.code(isCreated ? 201 : 200);
    return job;
  });

  app.get('/api/jobs/:id', async (request, reply): Promise<Job> => {
    const user = await sessions.requireUser(request, reply);
    const job = await getJob(db, user.id, parseJobId(request.params));
    if (!job) throw jobNotFound();
    return job;
  });

  app.put('/api/jobs/:id', async (request, reply): Promise<Job> => {
    const user = await sessions.requireUser(request, reply);
    const jobId = parseJobId(request.params);
    const input = parseWith(UpdateJobRequestSchema, request.body);
    assertCalculationAllowed(user.subscriptionTier, input.calculation);
    checkJobCalculation(input.calculation);
    const job = await updateJob(db, user.id, jobId, input);
    if (!job) throw jobNotFound();
    return job;
  });

  app.delete('/api/jobs/:id', async (request, reply) => {
    const user = await sessions.requireUser(request, reply);
    if (!(await deleteJob(db, user.id, parseJobId(request.params)))) throw jobNotFound();
    return reply.code(204).send();
  });

  app.post('/api/jobs/:id/test-records', async (request, reply): Promise<TestRecord> => {
    const user = await sessions.requireUser(request, reply);
    const jobId = parseJobId(request.params);
    const input = parseWith(CreateTestRecordRequestSchema, request.body);
    const created = await createTestRecord(db, {
      userId: user.id,
      tier: user.subscriptionTier,
      jobId,
      input,
    });
    if (!created) throw jobNotFound();
    reply.code(created.isCreated ? 201 : 200);
    return created.record;
  });
}
