import { z } from 'zod';
import { ErrorCodeSchema } from '../errors/api-error';

const DatabaseDriverSchema = z.enum(['pglite', 'postgres']);

/** What GET /api/health checks; listed in `down` when it does not answer. */
export const HealthDependencySchema = z.enum(['database']);
export type HealthDependency = z.infer<typeof HealthDependencySchema>;

/** GET /api/health, 200: the database answered `select 1`. */
export const HealthOkSchema = z.object({
  status: z.literal('ok'),
  database: DatabaseDriverSchema,
});

/**
 * GET /api/health, 503 (with Retry-After): which dependency is down. Also an ApiErrorBody
 * (`code: 'SERVICE_UNAVAILABLE'`, `message`), like every other error reply.
 */
export const HealthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: DatabaseDriverSchema,
  down: z.array(HealthDependencySchema).min(1),
  code: ErrorCodeSchema.extract(['SERVICE_UNAVAILABLE']),
  message: z.string(),
});

export const HealthSchema = z.discriminatedUnion('status', [
  HealthOkSchema,
  HealthUnavailableSchema,
]);
export type Health = z.infer<typeof HealthSchema>;
export type HealthOk = z.infer<typeof HealthOkSchema>;
export type HealthUnavailable = z.infer<typeof HealthUnavailableSchema>;
