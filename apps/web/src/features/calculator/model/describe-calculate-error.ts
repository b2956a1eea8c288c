import { classifyCalculateError, nameServerField } from '../../calculator-core';
import { CALCULATION_MESSAGES } from './calculation-messages';

/** What went wrong with POST /api/calculate, in the step calculators' terms (product.md §8). */
export type CalculateFailure =
  /** 401: 'Unauthorized: You are logged out. Logging in again...', then /api/login. */
  | { readonly kind: 'signed-out' }
  /** 'Subscription Required' with the server's message. */
  | { readonly kind: 'subscription'; readonly message: string }
  /** 'Calculation Error' with the server's message, or 'Failed to calculate. Please try again.' */
  | { readonly kind: 'error'; readonly message: string }
  /** No answer at all (no signal): the same engine can work it out on the device. */
  | { readonly kind: 'offline' };

/** calculator-core's classification, with the step calculators' fallback sentence. */
export function describeCalculateError(error: unknown): CalculateFailure {
  const failure = classifyCalculateError(error);
  if (failure.kind !== 'error') return failure;
  return {
    kind: 'error',
    // The field the server refused as the page names it (decision 0880).
    message: failure.message
      ? nameServerField(failure.message, failure.field)
      : CALCULATION_MESSAGES.industrialCalculationFallback,
  };
}
