import type { ApiErrorBody, ErrorCode } from '@pipeproof/contracts';

/** The one place error codes meet HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  UPGRADE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export const GENERIC_INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface AppErrorDetails {
  field?: string;
  issues?: { field: string; message: string }[];
}

/** An error meant for the client: its message is shown to the user as is. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly issues: { field: string; message: string }[] | undefined;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = details.field;
    this.issues = details.issues;
  }

  get statusCode(): number {
    return statusForCode(this.code);
  }

  toBody(): ApiErrorBody {
    return buildErrorBody(this.code, this.message, {
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.issues === undefined ? {} : { issues: this.issues }),
    });
  }
}

export function statusForCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export function buildErrorBody(
  code: ErrorCode,
  message: string,
  details: AppErrorDetails = {},
): ApiErrorBody {
  return {
    code,
    message,
    ...(details.field === undefined ? {} : { field: details.field }),
    ...(details.issues === undefined ? {} : { issues: details.issues }),
    ...(code === 'UPGRADE_REQUIRED' ? { upgradeRequired: true } : {}),
  };
}

/** The code to use for a bare HTTP status (errors raised by libraries, not by us). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
