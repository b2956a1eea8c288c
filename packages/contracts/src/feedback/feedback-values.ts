/**
 * Feedback's plain values, in a file without zod so the feedback page's first load does not carry
 * the schema library (docs/decisions/0877; 0641 did the same for the calculators).
 * feedback.ts re-exports them.
 */
export const FEEDBACK_COMMENT_MAX_CHARS = 2000;

/** Flame labels, rating 1..5 (product.md §2 Feedback page). */
export const FEEDBACK_RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
