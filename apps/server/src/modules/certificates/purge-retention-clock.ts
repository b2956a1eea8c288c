import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { certificates } from '../../db/schema';

/**
 * Account deletion, before the user row goes (decision 0432): stamps every certificate of the
 * user with the closing time its six years count from. The rows keep their user_id until the
 * user row is deleted, so if the deletion then fails nothing can be purged; a later deletion
 * stamps them again.
 */
export async function startRetentionClock(db: Db, userId: string, closedAt: Date): Promise<void> {
  await db
    .update(certificates)
    .set({ accountClosedAt: closedAt })
    .where(eq(certificates.userId, userId));
}
