import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeCalculateError } from './describe-calculate-error';

const body = (code: string, message: string, extra = {}) =>
  ({ code, message, ...extra }) as ConstructorParameters<typeof ApiError>[2];

describe('describeCalculateError: product.md §8 for the industrial calculator', () => {
  it('401 is signed out', () => {
    const error = new ApiError(401, '{"code":"UNAUTHORIZED"}', body('UNAUTHORIZED', 'Sign in.'));
    expect(describeCalculateError(error)).toEqual({ kind: 'signed-out' });
  });

  it('a message with upgradeRequired or subscription is Subscription Required, with the server’s words', () => {
    const text = JSON.stringify({
      code: 'UPGRADE_REQUIRED',
      message: CALCULATION_GATE_MESSAGES.industrial,
      upgradeRequired: true,
    });
    const error = new ApiError(
      403,
      text,
      body('UPGRADE_REQUIRED', CALCULATION_GATE_MESSAGES.industrial, { upgradeRequired: true }),
    );
    expect(describeCalculateError(error)).toEqual({
      kind: 'subscription',
      message: CALCULATION_GATE_MESSAGES.industrial,
    });
  });

  it('any other answer is a Calculation Error: the server’s message, else product.md’s fallback', () => {
    const refused = new ApiError(
      400,
      '{}',
      body('VALIDATION_ERROR', 'project.gasType: must be one of: Natural Gas'),
    );
    expect(describeCalculateError(refused)).toEqual({
      kind: 'error',
      message: 'project.gasType: must be one of: Natural Gas',
    });
    const pipe = new ApiError(
      400,
      '{}',
      body('VALIDATION_ERROR', 'pipeConfigurations.3.length: must be 100000 or less', {
        field: 'pipeConfigurations.3.length',
      }),
    );
    // The field the server names, as the page names it (decision 0880).
    expect(describeCalculateError(pipe)).toEqual({
      kind: 'error',
      message: 'Pipe 4 length (m): must be 100000 or less',
    });
    expect(describeCalculateError(new ApiError(502, 'Bad Gateway', null))).toEqual({
      kind: 'error',
      message: 'Failed to calculate. Please try again.',
    });
    expect(describeCalculateError(new Error('odd'))).toEqual({
      kind: 'error',
      message: 'Failed to calculate. Please try again.',
    });
  });

  it('no answer at all (fetch’s TypeError) is offline', () => {
    expect(describeCalculateError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
  });
});
