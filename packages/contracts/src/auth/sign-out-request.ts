import { z } from 'zod';

/**
 * POST /api/auth/sign-out (better-auth): `{}`. Ends the session on the server and expires the
 * cookie; answers 200 `{ success: true }` signed in or not.
 */
export const SignOutRequestSchema = z.object({});
export type SignOutRequest = z.infer<typeof SignOutRequestSchema>;
