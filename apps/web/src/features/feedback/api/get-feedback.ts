import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEEDBACK_RATING_LABELS, type Feedback } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';
import {
  readArray,
  readOrNull,
  readRecord,
  readString,
  readWholeNumber,
} from '../../../lib/reply-readers';

export const FEEDBACK_QUERY_KEY = ['feedback'] as const;

/** GET /api/feedback: every entry, newest first (product.md §7). */
export async function getFeedback(): Promise<Feedback[]> {
  // Read as the shared contract reads it, so a server change shows as an error, not a broken list.
  return readFeedbackList(await apiGet<unknown>('/api/feedback'));
}

/**
 * The reply, read by hand as contracts' FeedbackListSchema reads it, so the feedback page's first
 * load carries no zod (decision 0877). Typed: a field added to Feedback does not compile until it
 * is read here.
 */
export function readFeedbackList(value: unknown): Feedback[] {
  return readArray(value, 'feedback').map((item, index): Feedback => {
    const path = `feedback[${index}]`;
    const entry = readRecord(item, path);
    return {
      id: readString(entry.id, `${path}.id`),
      rating: readWholeNumber(entry.rating, `${path}.rating`, 1, FEEDBACK_RATING_LABELS.length),
      comment: readString(entry.comment, `${path}.comment`),
      createdAt: readOrNull(entry.createdAt, `${path}.createdAt`, readString),
    };
  });
}

export function getFeedbackQueryOptions() {
  return queryOptions({ queryKey: FEEDBACK_QUERY_KEY, queryFn: getFeedback });
}

export function useFeedback() {
  return useQuery(getFeedbackQueryOptions());
}
