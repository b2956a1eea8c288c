import { classifyCalculateError } from '../../calculator-core';
import { QUICK_CALC_MESSAGES } from './quick-calc-messages';

export type CalculateFailure =
  /** product.md §8: toast, then /api/login after 500 ms. */
  | { readonly kind: 'unauthorized'; readonly title: string; readonly description: string }
  | { readonly kind: 'subscription'; readonly title: string; readonly description: string }
  | {
      readonly kind: 'failed';
      readonly title: string;
      readonly description: string;
      /** The field the server refused, to be named as the form names it (decision 0880). */
      readonly field: string | null;
    };

/**
 * calculator-core's classification in the earlier form's words (product.md §8): a 401
 * 'Unauthorized' logs in again; a message naming upgradeRequired or subscription is 'Subscription
 * Required' with the server's message; any other failure is 'Calculation Failed' with the
 * server's message (no reply at all: say so plainly).
 */
export function describeCalculateError(error: unknown): CalculateFailure {
  const failure = classifyCalculateError(error);
  switch (failure.kind) {
    case 'signed-out':
      return { kind: 'unauthorized', ...QUICK_CALC_MESSAGES.unauthorized };
    case 'subscription':
      return {
        kind: 'subscription',
        title: QUICK_CALC_MESSAGES.subscriptionRequiredTitle,
        description: failure.message,
      };
    case 'error':
    case 'offline':
      return {
        kind: 'failed',
        title: QUICK_CALC_MESSAGES.calculationFailedTitle,
        description:
          failure.kind === 'error' && failure.reply !== null
            ? (failure.message ?? failure.reply)
            : QUICK_CALC_MESSAGES.offline,
        field: failure.kind === 'error' ? failure.field : null,
      };
  }
}
