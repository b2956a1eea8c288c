import { ApiErrorBodySchema, FeedbackListSchema, FeedbackSchema } from '@pipeproof/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema';
import { signUp } from './support/browser';
import { useTestApp } from './support/use-test-app';

const server = useTestApp();

async function storedCount(): Promise<number> {
  const rows = await server.database.db.select({ n: count() }).from(feedback);
  return rows[0]?.n ?? 0;
}

describe('feedback', () => {
  it('anyone can post; the reply is 201 with the entry, the comment trimmed', async () => {
    const response = await server.browser().post('/api/feedback', {
      rating: 5,
      comment: '  Saved me an hour on site.  ',
    });
    expect(response.status).toBe(201);
    const created = FeedbackSchema.parse(await response.json());
    expect(created).toMatchObject({ rating: 5, comment: 'Saved me an hour on site.' });
    expect(Date.parse(created.createdAt ?? '')).not.toBeNaN();

    const [row] = await server.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, created.id));
    expect(row?.userId).toBeNull();
  });

  it('a signed-in post keeps the user id', async () => {
    const browser = server.browser();
    await signUp(browser);
    const me = (await (await browser.get('/api/auth/user')).json()) as { id: string };
    const response = await browser.post('/api/feedback', { rating: 3, comment: 'Fine.' });
    const created = FeedbackSchema.parse(await response.json());
    const [row] = await server.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, created.id));
    expect(row?.userId).toBe(me.id);
  });

  it('GET lists the newest first, at most 50, with ISO dates', async () => {
    for (let i = 0; i < 52; i += 1) {
      const response = await server
        .browser()
        .post('/api/feedback', { rating: 4, comment: `n${i}` });
      expect(response.status).toBe(201);
    }
    const list = FeedbackListSchema.parse(
      await (await server.browser().get('/api/feedback')).json(),
    );
    expect(list).toHaveLength(50);
    expect(list[0]?.comment).toBe('n51');
    const times = list.map((entry) => Date.parse(entry.createdAt ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each([
    ['rating 0', { rating: 0, comment: 'x' }, 'rating', 'Rating must be from 1 to 5.'],
    ['rating 6', { rating: 6, comment: 'x' }, 'rating', 'Rating must be from 1 to 5.'],
    [
      'rating 2.5',
      { rating: 2.5, comment: 'x' },
      'rating',
      'Rating must be a whole number from 1 to 5.',
    ],
    [
      'rating as text',
      { rating: '5', comment: 'x' },
      'rating',
      'Please select a rating before submitting.',
    ],
    ['rating missing', { comment: 'x' }, 'rating', 'Please select a rating before submitting.'],
    [
      'comment blank',
      { rating: 4, comment: '   ' },
      'comment',
      'Please enter a comment with your rating.',
    ],
    ['comment missing', { rating: 4 }, 'comment', 'Please enter a comment with your rating.'],
    [
      'comment of 2001 characters',
      { rating: 4, comment: 'x'.repeat(2001) },
      'comment',
      'Comment must be at most 2000 characters.',
    ],
    [
      'comment with a NUL character',
      { rating: 4, comment: 'good\u0000tool' },
      'comment',
      'Comment contains characters that cannot be stored.',
    ],
    [
      'comment with a lone surrogate',
      { rating: 4, comment: 'good \uD800 tool' },
      'comment',
      'Comment contains characters that cannot be stored.',
    ],
  ])('%s → 400 on that field, nothing stored', async (_label, body, field, message) => {
    const before = await storedCount();
    const response = await server.browser().post('/api/feedback', body);
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json())).toMatchObject({
      code: 'VALIDATION_ERROR',
      field,
      message,
    });
    expect(await storedCount()).toBe(before);
  });

  it('a comment of exactly 2000 characters is accepted', async () => {
    const response = await server.browser().post('/api/feedback', {
      rating: 1,
      comment: 'y'.repeat(2000),
    });
    expect(response.status).toBe(201);
  });

  it('invalid JSON → 400, nothing stored', async () => {
    const before = await storedCount();
    const response = await server.browser().request('POST', '/api/feedback', {
      body: '{"rating":5,"comment":"x"',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json())).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Request body is not valid JSON',
    });
    expect(await storedCount()).toBe(before);
  });

  it('the database refuses a rating outside 1..5 even if the API let one through', async () => {
    await expect(
      server.database.db.insert(feedback).values({ rating: 9, comment: 'direct' }),
    ).rejects.toThrow();
  });
});
