import { ERROR_CODES } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, codeForStatus, statusForCode } from './app-error';

describe('app-error', () => {
  it.each([
    ['VALIDATION_ERROR', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['UPGRADE_REQUIRED', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['INTERNAL_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('maps %s to %i', (code, status) => {
    expect(statusForCode(code)).toBe(status);
  });

  it('covers every code in the contracts', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each([
    [400, 'VALIDATION_ERROR'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'VALIDATION_ERROR'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [422, 'VALIDATION_ERROR'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_ERROR'],
    [502, 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ] as const)('reads HTTP %i as %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('builds the ApiErrorBody shape, with upgradeRequired on tier gates', () => {
    expect(new AppError('VALIDATION_ERROR', 'Bad.', { field: 'rating' }).toBody()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Bad.',
      field: 'rating',
    });
    expect(new AppError('UPGRADE_REQUIRED', 'Upgrade.').toBody()).toEqual({
      code: 'UPGRADE_REQUIRED',
      message: 'Upgrade.',
      upgradeRequired: true,
    });
    expect(new AppError('CONFLICT', 'Taken.').statusCode).toBe(409);
  });
});
