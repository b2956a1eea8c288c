import { describe, expect, it } from 'vitest';
import { CHANGE_EMAIL_MESSAGES, EMAIL_LINK_EXPIRED_MESSAGE } from '@pipeproof/contracts';
import { mapAuthError } from './map-auth-error';

describe('mapAuthError', () => {
  it.each([
    [
      { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
      { code: 'UNAUTHORIZED', message: 'Incorrect email or password.' },
    ],
    // Decision 0811: mailed links, 'Resend' and changes of address.
    [
      { status: 401, code: 'TOKEN_EXPIRED', path: '/verify-email' },
      { code: 'VALIDATION_ERROR', field: 'token', message: EMAIL_LINK_EXPIRED_MESSAGE },
    ],
    [
      { status: 401, code: 'INVALID_TOKEN', path: '/verify-email' },
      { code: 'VALIDATION_ERROR', field: 'token', message: EMAIL_LINK_EXPIRED_MESSAGE },
    ],
    [
      { status: 401, code: 'USER_NOT_FOUND', path: '/verify-email' },
      { code: 'VALIDATION_ERROR', field: 'token', message: EMAIL_LINK_EXPIRED_MESSAGE },
    ],
    [
      { status: 400, code: 'EMAIL_IN_USE', path: '/change-email' },
      { code: 'VALIDATION_ERROR', field: 'newEmail', message: CHANGE_EMAIL_MESSAGES.taken },
    ],
    [
      { status: 429, code: 'VERIFICATION_MAIL_LIMIT', path: '/send-verification-email' },
      { code: 'RATE_LIMITED', message: expect.stringContaining('several links') },
    ],
    [
      { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      {
        code: 'CONFLICT',
        field: 'email',
        message: 'An account with this email already exists. Sign in instead.',
      },
    ],
    [
      { status: 400, code: 'INVALID_PASSWORD', path: '/sign-up/email' },
      { code: 'VALIDATION_ERROR', field: 'password', message: 'Please enter a password.' },
    ],
    [
      { status: 400, code: 'INVALID_PASSWORD', path: '/delete-user' },
      { code: 'VALIDATION_ERROR', field: 'password', message: 'Incorrect password.' },
    ],
    [
      { status: 400, code: 'PASSWORD_REQUIRED', path: '/delete-user' },
      { code: 'VALIDATION_ERROR', field: 'password', message: 'Please enter your password.' },
    ],
    [
      { status: 400, code: 'EMAIL_CONFIRMATION_MISMATCH', path: '/delete-user' },
      {
        code: 'VALIDATION_ERROR',
        field: 'email',
        message: 'Type this account’s email address exactly as shown to confirm.',
      },
    ],
    [
      { status: 400, code: 'SESSION_EXPIRED', path: '/delete-user' },
      {
        code: 'FORBIDDEN',
        message: 'For your security, sign out and sign in again, then try again.',
      },
    ],
    [
      { status: 400, code: 'PASSWORD_TOO_SHORT' },
      {
        code: 'VALIDATION_ERROR',
        field: 'password',
        message: 'Password must be at least 10 characters.',
      },
    ],
    [
      { status: 400, code: 'INVALID_EMAIL' },
      { code: 'VALIDATION_ERROR', field: 'email', message: 'Please enter a valid email address.' },
    ],
    [
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        message:
          '[body.name] Invalid input: expected string, received undefined; [body.email] Invalid input',
      },
      { code: 'VALIDATION_ERROR', field: 'email', message: 'Please enter a valid email address.' },
    ],
    [
      { status: 400, code: 'VALIDATION_ERROR', message: '[body.name] Invalid input' },
      { code: 'VALIDATION_ERROR', field: 'name', message: 'Please enter your name.' },
    ],
    [
      { status: 403, code: 'INVALID_ORIGIN', message: 'Invalid origin' },
      { code: 'FORBIDDEN', message: 'This request came from another site and was refused.' },
    ],
    [{ status: 404 }, { code: 'NOT_FOUND', message: 'Not found.' }],
    [
      { status: 500, code: 'FAILED_TO_CREATE_USER', message: 'db exploded at line 3' },
      { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    ],
  ])('%o → %o', (failure, body) => {
    expect(mapAuthError(failure).toBody()).toEqual(body);
  });
});
