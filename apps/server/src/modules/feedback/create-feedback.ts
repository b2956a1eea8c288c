import type { CreateFeedbackRequest, Feedback } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { feedback } from '../../db/schema';
import { toApiFeedback } from './to-api-feedback';

/** Stores one rating + comment; userId is null for signed-out visitors. */
export async function createFeedback(
  db: Db,
  input: CreateFeedbackRequest,
  userId: string | null,
): Promise<Feedback> {
  const rows = await db
    .insert(feedback)
    .values({ rating: input.rating, comment: input.comment, userId })
    .returning();
  const created = rows[0];
  if (!created) throw new Error('Inserting feedback returned no row.');
  return toApiFeedback(created);
}
