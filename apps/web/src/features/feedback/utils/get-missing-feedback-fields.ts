export type FeedbackField = 'rating' | 'comment';

export interface FeedbackDraft {
  rating: number | null;
  comment: string;
}

/** What still stops a submission, rating first (product.md §5: both are required; comment after trim). */
export function getMissingFeedbackFields({ rating, comment }: FeedbackDraft): FeedbackField[] {
  const missing: FeedbackField[] = [];
  if (rating === null) missing.push('rating');
  if (comment.trim().length === 0) missing.push('comment');
  return missing;
}
