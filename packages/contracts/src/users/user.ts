import { z } from 'zod';
import { TierSchema } from '../tiers/tier';

/** The signed-in user (product.md §3 User, §7). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  subscriptionTier: TierSchema,
  /** The address was proven by a mailed link, or came from Google / OIDC (decision 0811). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * What a device keeps about the session so it still knows who is signed in without signal, and
 * can seal this account's work on the device when the session ends (docs/decisions/0440).
 */
export const DeviceSessionSchema = z.object({
  /** When the session ends unless it is used again (ISO 8601). */
  expiresAt: z.iso.datetime(),
  /** 32 random-looking bytes, base64url: this account's key for its work sealed on a device. */
  deviceKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

/** GET /api/auth/user: the user and what the device keeps of the session. */
export const CurrentUserSchema = UserSchema.extend({ session: DeviceSessionSchema });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * GET /api/session: who is signed in, `null` when nobody is; always 200, so the web app's session
 * check logs no failed request in the browser's console (docs/decisions/0837).
 */
export const SessionCheckSchema = z.object({ user: CurrentUserSchema.nullable() });
export type SessionCheck = z.infer<typeof SessionCheckSchema>;
