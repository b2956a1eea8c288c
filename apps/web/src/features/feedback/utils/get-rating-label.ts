import { FEEDBACK_RATING_LABELS } from '@pipeproof/contracts';

/** 'Poor' … 'Excellent' for a rating of 1 … 5; an empty string for anything else. */
export function getRatingLabel(rating: number): string {
  return FEEDBACK_RATING_LABELS[rating - 1] ?? '';
}
