import { FeedbackListSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { readFeedbackList } from './get-feedback';

/** As GET /api/feedback answers: newest first, a date unknown for entries imported without one. */
const REPLY = [
  {
    id: 'b7',
    rating: 5,
    comment: 'Purge figures saved me a call',
    createdAt: '2026-12-02T08:00:00.000Z',
  },
  { id: 'a1', rating: 1, comment: 'Slow on site', createdAt: null },
];

describe('readFeedbackList', () => {
  it('reads a reply as contracts’ schema does', () => {
    expect(readFeedbackList(REPLY)).toEqual(FeedbackListSchema.parse(REPLY));
    expect(readFeedbackList([])).toEqual([]);
  });

  it.each([
    ['a reply that is not a list', { items: REPLY }, 'feedback'],
    ['an entry that is not an object', [REPLY[0], 'x'], 'feedback[1]'],
    ['a rating of 0', [{ ...REPLY[0], rating: 0 }], 'feedback[0].rating'],
    ['a rating of 6', [{ ...REPLY[0], rating: 6 }], 'feedback[0].rating'],
    ['a rating of 2.5', [{ ...REPLY[0], rating: 2.5 }], 'feedback[0].rating'],
    ['a missing comment', [{ ...REPLY[0], comment: undefined }], 'feedback[0].comment'],
    ['a missing date (not null)', [{ ...REPLY[1], createdAt: undefined }], 'feedback[0].createdAt'],
  ])('refuses %s, naming where', (_name, reply, path) => {
    expect(() => readFeedbackList(reply)).toThrow(`not valid at ${path}.`);
    expect(FeedbackListSchema.safeParse(reply).success).toBe(false);
  });
});
