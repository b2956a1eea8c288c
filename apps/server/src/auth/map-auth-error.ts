import {
  CHANGE_EMAIL_MESSAGES,
  EMAIL_LINK_EXPIRED_MESSAGE,
  EMAIL_LINK_OTHER_ACCOUNT_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
  RESET_LINK_EXPIRED_MESSAGE,
} from '@pipeproof/contracts';
import { AppError, GENERIC_INTERNAL_MESSAGE, codeForStatus } from '../app-error';
import { DELETION_REFUSALS } from './confirm-account-deletion';
import { VERIFY_EMAIL_PATH } from './count-verified-emails';
import { VERIFICATION_MAIL_REFUSALS } from './limit-verification-mails';
import { EMAIL_CHANGE_REFUSALS } from './refuse-email-change';
import { PASSWORD_SETTING_PATHS, WEAK_PASSWORD_CODE } from './refuse-weak-password';

/** What better-auth says when it refuses: HTTP status plus its JSON { code, message }. */
export interface AuthFailure {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  /** better-auth's path (e.g. '/sign-up/email'): a few codes mean different things per route. */
  path?: string | undefined;
}

const SIGN_UP_PATH = '/sign-up/email';
const CHANGE_PASSWORD_PATH = '/change-password';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect email or password.',
  wrongPassword: 'Incorrect password.',
  currentPasswordMissing: 'Please enter your password.',
  emailConfirmationMismatch: 'Type this account’s email address exactly as shown to confirm.',
  sessionTooOld: 'For your security, sign out and sign in again, then try again.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordMissing: 'Please enter a password.',
  invalidEmail: 'Please enter a valid email address.',
  nameMissing: 'Please enter your name.',
  rateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
  deletionRateLimited: 'Too many attempts. Please wait a minute and try again.',
  crossSite: 'This request came from another site and was refused.',
  resetRateLimited: 'Too many password reset requests. Please wait a minute and try again.',
  emailRequestsRateLimited: 'Too many email requests. Please wait a minute and try again.',
  verificationMailLimit:
    'We have sent you several links in the last hour. Check your inbox and spam folder, or try again later.',
  notYourEmail: 'This is not the email address of your account.',
  alreadyVerified: 'Your email address is already verified.',
  noPassword:
    'Your account has no password: you sign in with Google or your organisation’s sign-in.',
} as const;

/** Rewrites better-auth's refusals into our ApiErrorBody vocabulary, in words fit for the user. */
export function mapAuthError(failure: AuthFailure): AppError {
  switch (failure.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return failure.status === 400
        ? new AppError('VALIDATION_ERROR', AUTH_MESSAGES.passwordMissing, { field: 'password' })
        : new AppError('UNAUTHORIZED', AUTH_MESSAGES.wrongCredentials);
    case 'INVALID_PASSWORD':
      // Sign-up says this of an empty password; every other route of a wrong current password.
      if (failure.path === SIGN_UP_PATH) {
        return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.passwordMissing, {
          field: 'password',
        });
      }
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.wrongPassword, {
        field: failure.path === CHANGE_PASSWORD_PATH ? 'currentPassword' : 'password',
      });
    case WEAK_PASSWORD_CODE:
      // refuse-weak-password.ts: our own sentence, naming the field as the request does.
      return new AppError('VALIDATION_ERROR', failure.message ?? AUTH_MESSAGES.passwordMissing, {
        field: newPasswordField(failure.path),
      });
    case DELETION_REFUSALS.passwordRequired.code:
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.currentPasswordMissing, {
        field: 'password',
      });
    case DELETION_REFUSALS.emailMismatch.code:
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.emailConfirmationMismatch, {
        field: 'email',
      });
    case 'SESSION_EXPIRED':
      return new AppError('FORBIDDEN', AUTH_MESSAGES.sessionTooOld);
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, { field: 'email' });
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG': {
      const field = newPasswordField(failure.path);
      const messages = passwordMessages(field === 'newPassword' ? 'New password' : 'Password');
      const tooShort = failure.code === 'PASSWORD_TOO_SHORT';
      return new AppError('VALIDATION_ERROR', tooShort ? messages.tooShort : messages.tooLong, {
        field,
      });
    }
    case 'INVALID_TOKEN':
      // /verify-email (decision 0811) or /reset-password (0810): unknown, used or expired.
      return new AppError(
        'VALIDATION_ERROR',
        failure.path === VERIFY_EMAIL_PATH
          ? EMAIL_LINK_EXPIRED_MESSAGE
          : RESET_LINK_EXPIRED_MESSAGE,
        { field: 'token' },
      );
    case 'TOKEN_EXPIRED':
      return new AppError('VALIDATION_ERROR', EMAIL_LINK_EXPIRED_MESSAGE, { field: 'token' });
    case 'USER_NOT_FOUND':
      // A mailed link of an address the account no longer has, or of a deleted account.
      return failure.path === VERIFY_EMAIL_PATH
        ? new AppError('VALIDATION_ERROR', EMAIL_LINK_EXPIRED_MESSAGE, { field: 'token' })
        : fromStatus(failure);
    case 'INVALID_USER':
      return new AppError('VALIDATION_ERROR', EMAIL_LINK_OTHER_ACCOUNT_MESSAGE, { field: 'token' });
    case 'EMAIL_MISMATCH':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.notYourEmail, { field: 'email' });
    case 'EMAIL_ALREADY_VERIFIED':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.alreadyVerified, { field: 'email' });
    case VERIFICATION_MAIL_REFUSALS.tooMany.code:
      return new AppError('RATE_LIMITED', AUTH_MESSAGES.verificationMailLimit);
    case EMAIL_CHANGE_REFUSALS.same.code:
      return new AppError('VALIDATION_ERROR', CHANGE_EMAIL_MESSAGES.same, { field: 'newEmail' });
    case EMAIL_CHANGE_REFUSALS.taken.code:
      return new AppError('VALIDATION_ERROR', CHANGE_EMAIL_MESSAGES.taken, { field: 'newEmail' });
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.noPassword, {
        field: 'currentPassword',
      });
    case 'INVALID_EMAIL':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.invalidEmail, { field: 'email' });
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
    case 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED':
      return new AppError('FORBIDDEN', AUTH_MESSAGES.crossSite);
    case 'VALIDATION_ERROR':
      return fromValidationMessage(failure.message ?? '');
    default:
      return fromStatus(failure);
  }
}

/** The body field that holds the password being set on `path` ('password' at sign-up). */
function newPasswordField(path: string | undefined): string {
  const known = Object.entries(PASSWORD_SETTING_PATHS).find(
    ([settingPath]) => settingPath === path,
  );
  return known ? known[1].field : 'password';
}

/** better-call's body validation: "[body.name] Invalid input: …; [body.email] Invalid input: …". */
function fromValidationMessage(message: string): AppError {
  const fields = [...message.matchAll(/\[body\.([\w.]+)\]/g)].map((match) => match[1]);
  // Report in the order the sign-up form asks: email, password, then name.
  const field = ['email', 'password', 'name'].find((name) => fields.includes(name));
  switch (field) {
    case 'email':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.invalidEmail, { field });
    case 'password':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.passwordMissing, { field });
    case 'name':
      return new AppError('VALIDATION_ERROR', AUTH_MESSAGES.nameMissing, { field });
    default:
      return new AppError('VALIDATION_ERROR', sentence(message || 'The request was not valid'), {
        ...(fields[0] ? { field: fields[0] } : {}),
      });
  }
}

function fromStatus(failure: AuthFailure): AppError {
  const code = codeForStatus(failure.status);
  if (code === 'INTERNAL_ERROR') return new AppError(code, GENERIC_INTERNAL_MESSAGE);
  if (code === 'RATE_LIMITED') return new AppError(code, AUTH_MESSAGES.rateLimited);
  const message = failure.message?.trim();
  return new AppError(code, message ? sentence(message) : defaultMessage(failure.status));
}

function defaultMessage(status: number): string {
  if (status === 401) return 'Please sign in.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'Not found.';
  return 'The request was not valid.';
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
