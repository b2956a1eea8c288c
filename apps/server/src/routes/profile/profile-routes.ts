import { EngineerProfileSchema, type EngineerProfile } from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../../http/validation-error';
import { getEngineerProfile } from '../../modules/profile/get-engineer-profile';
import { saveEngineerProfile } from '../../modules/profile/save-engineer-profile';
import type { RouteDeps } from '../route-deps';

/**
 * The engineer profile (product.md §3, decision 0406), every tier: GET answers it (blank until
 * saved), PUT replaces it. 401 signed out; 400 naming the field and reason.
 */
export function registerProfileRoutes(
  app: FastifyInstance,
  { database, sessions }: RouteDeps,
): void {
  const { db } = database;

  app.get('/api/profile', async (request, reply): Promise<EngineerProfile> => {
    const user = await sessions.requireUser(request, reply);
    return getEngineerProfile(db, user.id);
  });

  app.put('/api/profile', async (request, reply): Promise<EngineerProfile> => {
    const user = await sessions.requireUser(request, reply);
    const profile = parseWith(EngineerProfileSchema, request.body);
    return saveEngineerProfile(db, user.id, profile);
  });
}
