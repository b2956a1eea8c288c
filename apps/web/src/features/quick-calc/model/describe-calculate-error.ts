import { ApiError } from '../../../lib/api-client';
import { QUICK_CALC_MESSAGES } from './quick-calc-messages';

export type CalculateFailure =
  /** product.md §8: toast, then /api/login after 500 ms. */
  | { readonly kind: 'unauthorized'; readonly title: string; readonly description: string }
  | { readonly kind: 'subscription'; readonly title: string; readonly description: string }
  | { readonly kind: 'failed'; readonly title: string; readonly description: string };

/**
 * product.md §8 for the earlier form: a 401 'Unauthorized' logs in again; a message naming
 * upgradeRequired or subscription is 'Subscription Required' with the server's message; any
 * other failure is 'Calculation Failed' with the message (no reply at all: say so plainly).
 */
export function describeCalculateError(error: unknown): CalculateFailure {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'failed',
      title: QUICK_CALC_MESSAGES.calculationFailedTitle,
      description: QUICK_CALC_MESSAGES.offline,
    };
  }
  if (error.message.startsWith('401:') && /unauthorized/i.test(error.message)) {
    return { kind: 'unauthorized', ...QUICK_CALC_MESSAGES.unauthorized };
  }
  if (/upgradeRequired|subscription/.test(error.message)) {
    return {
      kind: 'subscription',
      title: QUICK_CALC_MESSAGES.subscriptionRequiredTitle,
      description: error.userMessage,
    };
  }
  return {
    kind: 'failed',
    title: QUICK_CALC_MESSAGES.calculationFailedTitle,
    description: error.userMessage,
  };
}
