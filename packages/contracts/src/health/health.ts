import { z } from 'zod';

/** GET /api/health: 200 once the database answers `select 1`. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
