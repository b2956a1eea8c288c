import type { Feedback } from '@pipeproof/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { feedback } from '../../db/schema';
import { toApiFeedback } from './to-api-feedback';

export const FEEDBACK_LIST_LIMIT = 50;

/** The newest entries first (product.md §2 Feedback page: list of recent feedback). */
export async function listFeedback(db: Db): Promise<Feedback[]> {
  const rows = await db
    .select()
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_LIST_LIMIT);
  return rows.map(toApiFeedback);
}
