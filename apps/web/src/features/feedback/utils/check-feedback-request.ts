import { CreateFeedbackRequestSchema, type CreateFeedbackRequest } from '@pipeproof/contracts';
import type { FeedbackDraft } from './get-missing-feedback-fields';

/**
 * The contract's own check of a feedback before it is sent (the server runs the same). Loaded on
 * the first 'Submit Feedback', with zod, so the page's first load does not carry it (decision
 * 0877). The first problem's message, or the request to send.
 */
export function checkFeedbackRequest(
  draft: FeedbackDraft,
): { ok: true; request: CreateFeedbackRequest } | { ok: false; message: string | undefined } {
  const parsed = CreateFeedbackRequestSchema.safeParse(draft);
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message };
}
