import { describe, expect, it } from 'vitest';
import { CALCULATION_GATE_MESSAGES } from '@pipeproof/contracts';
import { ApiError } from '../../../lib/api-client';
import { classifyCalculateError } from './classify-calculate-error';

const body = (code: string, message: string, extra = {}) =>
  ({ code, message, ...extra }) as ConstructorParameters<typeof ApiError>[2];

describe('classifyCalculateError: what went wrong, for each calculator to word (product.md §8)', () => {
  it('401 is signed out', () => {
    const error = new ApiError(401, '{"code":"UNAUTHORIZED"}', body('UNAUTHORIZED', 'Sign in.'));
    expect(classifyCalculateError(error)).toEqual({ kind: 'signed-out' });
  });

  it('upgradeRequired or subscription in the answer: the server’s gate sentence', () => {
    const text = JSON.stringify({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
    const error = new ApiError(
      403,
      text,
      body('UPGRADE_REQUIRED', CALCULATION_GATE_MESSAGES.purge, { upgradeRequired: true }),
    );
    expect(classifyCalculateError(error)).toEqual({
      kind: 'subscription',
      message: CALCULATION_GATE_MESSAGES.purge,
    });
  });

  it('any other answer: the server’s sentence when it sent one, and the answer as received', () => {
    const refused = new ApiError(400, '{}', body('VALIDATION_ERROR', 'project.mop: too high'));
    expect(classifyCalculateError(refused)).toEqual({
      kind: 'error',
      message: 'project.mop: too high',
      field: null,
      reply: '400: {}',
    });
    expect(classifyCalculateError(new ApiError(502, 'Bad Gateway', null))).toEqual({
      kind: 'error',
      message: null,
      field: null,
      reply: '502: Bad Gateway',
    });
  });

  it('the field the server refused is kept, for the calculator to name as its page does', () => {
    const refused = new ApiError(
      400,
      '{}',
      body('VALIDATION_ERROR', 'pipeConfigurations.0.length: must be 100000 or less', {
        field: 'pipeConfigurations.0.length',
      }),
    );
    expect(classifyCalculateError(refused)).toEqual({
      kind: 'error',
      message: 'pipeConfigurations.0.length: must be 100000 or less',
      field: 'pipeConfigurations.0.length',
      reply: '400: {}',
    });
  });

  it('no answer at all is offline; anything else thrown is an error with no words', () => {
    expect(classifyCalculateError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(classifyCalculateError(new Error('odd'))).toEqual({
      kind: 'error',
      message: null,
      field: null,
      reply: null,
    });
  });
});
