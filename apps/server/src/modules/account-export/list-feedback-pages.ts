import type { Feedback } from '@pipeproof/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { feedback } from '../../db/schema';
import { toApiFeedback } from '../feedback/to-api-feedback';
import { afterKeyset, keysetPages, keysetTime } from './keyset-pages';

const FEEDBACK_PER_PAGE = 100;

/**
 * The feedback the user sent while signed in, oldest first. Feedback sent signed out has no
 * account on it, so it cannot be told apart from anyone else's and is not included.
 */
export async function* listFeedbackPages(db: Db, userId: string): AsyncGenerator<Feedback[]> {
  const pages = keysetPages(FEEDBACK_PER_PAGE, (after, limit) =>
    db
      .select({ row: feedback, keyset: { at: keysetTime(feedback.createdAt), id: feedback.id } })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), afterKeyset(feedback.createdAt, feedback.id, after)))
      .orderBy(asc(feedback.createdAt), asc(feedback.id))
      .limit(limit),
  );
  for await (const page of pages) yield page.map(({ row }) => toApiFeedback(row));
}
