import { ApiError } from '../../../lib/api-client';
import { CALCULATOR_MESSAGES } from './calculator-messages';

/** What went wrong with POST /api/calculate, in the terms of product.md §8. */
export type CalculateFailure =
  /** 401: 'Unauthorized: You are logged out. Logging in again...', then /api/login. */
  | { readonly kind: 'signed-out' }
  /** A message with upgradeRequired or subscription: 'Subscription Required' with it. */
  | { readonly kind: 'subscription'; readonly message: string }
  /** 'Calculation Error' with the server's message, or 'Failed to calculate. Please try again.' */
  | { readonly kind: 'error'; readonly message: string }
  /** No answer at all (no signal): the same engine can work it out on the device. */
  | { readonly kind: 'offline' };

const SUBSCRIPTION_WORDS = /upgradeRequired|subscription/i;

export function classifyCalculateError(error: unknown): CalculateFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signed-out' };
    // ApiError's message is 'status: body text' (product.md §7), so the body's upgradeRequired counts.
    if (SUBSCRIPTION_WORDS.test(error.message)) {
      return { kind: 'subscription', message: error.userMessage };
    }
    return {
      kind: 'error',
      message: error.body?.message || CALCULATOR_MESSAGES.industrialCalculationFallback,
    };
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { kind: 'offline' };
  return { kind: 'error', message: CALCULATOR_MESSAGES.industrialCalculationFallback };
}
