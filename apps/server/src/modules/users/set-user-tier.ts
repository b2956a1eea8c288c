import type { Tier } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';
import { toUserSummary } from './to-user-summary';
import type { UserSummary } from './user-summary';

/**
 * Sets a user's subscription tier (admin tool; later Stripe webhooks). Takes effect on the user's
 * next request: sessions are read from the database every time.
 */
export async function setUserTier(db: Db, email: string, tier: Tier): Promise<UserSummary> {
  const rows = await db
    .update(user)
    .set({ subscriptionTier: tier })
    .where(eq(user.email, normalizeEmail(email)))
    .returning();
  const updated = rows[0];
  if (!updated) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
  return toUserSummary(updated);
}

/** better-auth stores emails lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
