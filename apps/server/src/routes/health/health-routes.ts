import type { Health } from '@pipeproof/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error';
import type { RouteDeps } from '../route-deps';

/** GET /api/health: 200 once the database answers `select 1`, else 503 (for load balancers). */
export function registerHealthRoutes(app: FastifyInstance, { database }: RouteDeps): void {
  app.get('/api/health', async (request): Promise<Health> => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database did not answer');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
    }
    return { status: 'ok', database: database.driver };
  });
}
