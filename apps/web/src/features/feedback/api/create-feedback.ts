import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackRequest, Feedback } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';
import { getFeedbackQueryOptions } from './get-feedback';

/** POST /api/feedback: 201 with the stored entry; 400 for invalid input, 429 when rate-limited. */
export function createFeedback(input: CreateFeedbackRequest): Promise<Feedback> {
  return apiPost<Feedback>('/api/feedback', input);
}

/** Submits feedback, then refreshes the list (product.md §7) before the mutation settles. */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getFeedbackQueryOptions().queryKey }),
  });
}
