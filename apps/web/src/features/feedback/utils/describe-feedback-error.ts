import { ApiError } from '../../../lib/api-client';
import { FEEDBACK_MESSAGES } from '../feedback-messages';

/**
 * The toast description for a failed submission. The server's own sentence is shown for a
 * validation fault (400) or the rate limit (429), since it tells the user what to change or how
 * long to wait; anything else gets the generic product.md §8 message.
 */
export function describeFeedbackError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    const serverMessage = error.body?.message?.trim();
    if (serverMessage) return serverMessage;
  }
  return FEEDBACK_MESSAGES.submitFailed.description;
}
