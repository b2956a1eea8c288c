import { CreateFeedbackRequestSchema } from '@pipeproof/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { parseWith } from './validation-error';

function errorOf(schema: z.ZodType, value: unknown): AppError {
  try {
    parseWith(schema, value);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseWith', () => {
  it('returns the parsed value', () => {
    expect(parseWith(CreateFeedbackRequestSchema, { rating: 3, comment: ' ok ' })).toEqual({
      rating: 3,
      comment: 'ok',
    });
  });

  it('names the first offending field with the contracts message', () => {
    const error = errorOf(CreateFeedbackRequestSchema, { rating: 6, comment: 'x' });
    expect(error.toBody()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'rating',
      message: 'Rating must be from 1 to 5.',
      issues: [{ field: 'rating', message: 'Rating must be from 1 to 5.' }],
    });
  });

  it('puts a dotted path in front of a message that does not name its field', () => {
    const schema = z.object({ pipes: z.array(z.object({ lengthM: z.number() })) });
    const error = errorOf(schema, { pipes: [{ lengthM: 'x' }] });
    expect(error.field).toBe('pipes.0.lengthM');
    expect(error.message).toMatch(/^pipes\.0\.lengthM: /);
  });

  it('says so when the body is not an object', () => {
    expect(errorOf(CreateFeedbackRequestSchema, 'text').message).toBe(
      'Request body must be a JSON object.',
    );
  });
});
