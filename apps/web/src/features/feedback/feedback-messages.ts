/**
 * Every sentence the feedback page shows: product.md §5 (validation), §7 (success), §8 (failure) and
 * §2 (empty list). Kept in one place so the form, the page and the tests say the same thing.
 */
export const FEEDBACK_MESSAGES = {
  ratingRequired: {
    title: 'Rating Required',
    description: 'Please select a rating before submitting.',
  },
  commentRequired: {
    title: 'Comment Required',
    description: 'Please enter a comment with your rating.',
  },
  submitted: {
    title: 'Thank you!',
    description: 'Your feedback has been submitted successfully.',
  },
  submitFailed: {
    title: 'Error',
    description: 'Failed to submit feedback. Please try again.',
  },
  emptyList: 'No feedback yet. Be the first to share your experience!',
  loadFailed: 'Recent feedback could not be loaded. Check your connection and try again.',
} as const;
