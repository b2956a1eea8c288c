import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { announceSessionChange } from '../../auth/session-lookup-cache';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';
import { normalizeEmail } from './set-user-tier';
import { toUserSummary } from './to-user-summary';
import type { UserSummary } from './user-summary';

/**
 * `npm run admin -- verify-email <email>` (decision 0812): marks an account's address as verified,
 * for an operator who has checked it another way (a self-hoster without mail) and for tests.
 */
export async function markEmailVerified(db: Db, email: string): Promise<UserSummary> {
  const [updated] = await db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, normalizeEmail(email)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
  // Seen at once by every process's sessions (decision 0840).
  await announceSessionChange(db);
  return toUserSummary(updated);
}
