import type { Health, HealthUnavailable } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../../db/check-database';
import { reportDatabaseUnavailable } from '../../db/report-database-unavailable';
import { RETRY_AFTER_SECONDS } from '../../http/reply-database-unavailable';
import type { RouteDeps } from '../route-deps';

/**
 * GET /api/health, for load balancers and monitoring: 200 once the database answers `select 1`,
 * else 503 with Retry-After naming what is down (docs/decisions/0802-database-unavailable.md).
 */
export function registerHealthRoutes(app: FastifyInstance, { database }: RouteDeps): void {
  app.get('/api/health', async (request, reply): Promise<Health> => {
    const check = await checkDatabase(database.db);
    if (check.up) return { status: 'ok', database: database.driver };
    reportDatabaseUnavailable(request.log, check.error);
    const body: HealthUnavailable = {
      status: 'unavailable',
      database: database.driver,
      down: ['database'],
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not answering.',
    };
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
  });
}
