import type { Tier } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { announceSessionChange } from '../../auth/session-lookup-cache';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';
import { changeUserTier } from '../billing/change-user-tier';
import { toUserSummary } from './to-user-summary';
import type { UserSummary } from './user-summary';

/**
 * Sets a user's subscription tier with the admin tool (for self-hosters without Stripe, and tests)
 * and logs the change with cause 'admin' (decision 0500). Takes effect on the user's next request
 * (every process's remembered session lookups are forgotten once the change is committed;
 * decision 0840). On a server with Stripe, the next sync of a
 * user who has a Stripe subscription sets the tier from Stripe again (decision 0503).
 */
export async function setUserTier(db: Db, email: string, tier: Tier): Promise<UserSummary> {
  const summary = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, normalizeEmail(email)));
    if (!found) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
    await changeUserTier(tx, { userId: found.id, tier, cause: 'admin' });
    const [updated] = await tx.select().from(user).where(eq(user.id, found.id));
    if (!updated) throw new AppError('NOT_FOUND', `No user has the email ${email}.`);
    return toUserSummary(updated);
  });
  await announceSessionChange(db);
  return summary;
}

/** better-auth stores emails lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
