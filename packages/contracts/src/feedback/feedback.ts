import { z } from 'zod';
import { isStorableText } from '../text/storable-text';
import { FEEDBACK_COMMENT_MAX_CHARS } from './feedback-values';

export { FEEDBACK_COMMENT_MAX_CHARS, FEEDBACK_RATING_LABELS } from './feedback-values';

/** POST /api/feedback body (product.md §5 Feedback). */
export const CreateFeedbackRequestSchema = z.object({
  rating: z
    .number({ error: 'Please select a rating before submitting.' })
    .int({ error: 'Rating must be a whole number from 1 to 5.' })
    .min(1, { error: 'Rating must be from 1 to 5.' })
    .max(5, { error: 'Rating must be from 1 to 5.' }),
  comment: z
    .string({ error: 'Please enter a comment with your rating.' })
    .trim()
    .min(1, { error: 'Please enter a comment with your rating.' })
    .max(FEEDBACK_COMMENT_MAX_CHARS, {
      error: `Comment must be at most ${FEEDBACK_COMMENT_MAX_CHARS} characters.`,
    })
    .refine(isStorableText, { error: 'Comment contains characters that cannot be stored.' }),
});
export type CreateFeedbackRequest = z.infer<typeof CreateFeedbackRequestSchema>;

/** One entry of GET /api/feedback. createdAt is an ISO string, or null when unknown. */
export const FeedbackSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackListSchema = z.array(FeedbackSchema);
