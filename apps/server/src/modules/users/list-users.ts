import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { user } from '../../db/schema';
import { toUserSummary } from './to-user-summary';
import type { UserSummary } from './user-summary';

/** Every user, oldest first. */
export async function listUsers(db: Db): Promise<UserSummary[]> {
  const rows = await db.select().from(user).orderBy(asc(user.createdAt), asc(user.email));
  return rows.map(toUserSummary);
}
