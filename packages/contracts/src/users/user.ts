import { z } from 'zod';
import { TierSchema } from '../tiers/tier';

/** GET /api/auth/user (spec §3 User, §7). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  subscriptionTier: TierSchema,
});
export type User = z.infer<typeof UserSchema>;
