import { z } from 'zod';

/** Every error reply from the API has this JSON shape (apps/server app-error module). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'UPGRADE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  /** A sentence fit to show the user. */
  message: z.string(),
  /** The first offending field, dotted path (e.g. `rating`, `pipeConfigurations.0.length`). */
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Present on tier gates, so the web app can say 'Subscription Required' (product.md §8). */
  upgradeRequired: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
