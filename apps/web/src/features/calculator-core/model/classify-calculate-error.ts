import { ApiError } from '../../../lib/api-client';

/**
 * What went wrong with POST /api/calculate, in the terms of product.md §8; each calculator turns
 * it into its own words (the step calculators' 'Calculation Error', /calc's 'Calculation Failed').
 */
export type CalculateError =
  /** 401: 'Unauthorized: You are logged out. Logging in again...', then /api/login. */
  | { readonly kind: 'signed-out' }
  /** A message with upgradeRequired or subscription: 'Subscription Required' with the server's words. */
  | { readonly kind: 'subscription'; readonly message: string }
  /**
   * Any other answer: `message` is the server's own sentence (null when it sent none), `field`
   * the path of the field it refused (null when it named none), `reply` the answer as received
   * ('status: body text'). All null when something else went wrong.
   */
  | {
      readonly kind: 'error';
      readonly message: string | null;
      readonly field: string | null;
      readonly reply: string | null;
    }
  /** No answer at all (no signal): the same engine can work it out on the device. */
  | { readonly kind: 'offline' };

const SUBSCRIPTION_WORDS = /upgradeRequired|subscription/i;

export function classifyCalculateError(error: unknown): CalculateError {
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signed-out' };
    // ApiError's message is 'status: body text' (product.md §7), so the body's upgradeRequired counts.
    if (SUBSCRIPTION_WORDS.test(error.message)) {
      return { kind: 'subscription', message: error.userMessage };
    }
    return {
      kind: 'error',
      message: error.body?.message ?? null,
      field: error.body?.field ?? null,
      reply: error.message,
    };
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { kind: 'offline' };
  return { kind: 'error', message: null, field: null, reply: null };
}
