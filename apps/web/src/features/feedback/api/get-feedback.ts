import { queryOptions, useQuery } from '@tanstack/react-query';
import { FeedbackListSchema, type Feedback } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';

export const FEEDBACK_QUERY_KEY = ['feedback'] as const;

/** GET /api/feedback: every entry, newest first (product.md §7). */
export async function getFeedback(): Promise<Feedback[]> {
  // Parsed with the shared contract so a server change shows as an error, not a broken list.
  return FeedbackListSchema.parse(await apiGet<unknown>('/api/feedback'));
}

export function getFeedbackQueryOptions() {
  return queryOptions({ queryKey: FEEDBACK_QUERY_KEY, queryFn: getFeedback });
}

export function useFeedback() {
  return useQuery(getFeedbackQueryOptions());
}
