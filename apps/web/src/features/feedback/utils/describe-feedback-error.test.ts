import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeFeedbackError } from './describe-feedback-error';

const GENERIC = 'Failed to submit feedback. Please try again.';

describe('describeFeedbackError', () => {
  it("shows the server's sentence for a validation fault (400)", () => {
    const error = new ApiError(400, '{}', {
      code: 'VALIDATION_ERROR',
      message: 'Comment must be at most 2000 characters.',
      field: 'comment',
    });
    expect(describeFeedbackError(error)).toBe('Comment must be at most 2000 characters.');
  });

  it("shows the server's sentence when rate-limited (429)", () => {
    const error = new ApiError(429, '{}', {
      code: 'RATE_LIMITED',
      message: 'Too many submissions. Please wait a minute and try again.',
    });
    expect(describeFeedbackError(error)).toBe(
      'Too many submissions. Please wait a minute and try again.',
    );
  });

  it.each([
    ['a 429 without a body', new ApiError(429, 'Too Many Requests', null)],
    [
      'a 400 with an empty message',
      new ApiError(400, '{}', { code: 'VALIDATION_ERROR', message: ' ' }),
    ],
    [
      'a 500, whose text is not for users',
      new ApiError(500, '{}', { code: 'INTERNAL_ERROR', message: 'Internal error' }),
    ],
    ['a network failure', new TypeError('Failed to fetch')],
    ['something thrown that is not an error', 'boom'],
  ])('falls back to the generic message for %s', (_case, error) => {
    expect(describeFeedbackError(error)).toBe(GENERIC);
  });
});
