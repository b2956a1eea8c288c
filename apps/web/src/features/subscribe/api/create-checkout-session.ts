import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionResponse, PaidTier } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/checkout-session: Stripe Checkout for a new subscription. Each press of the button is
 * one attempt with its own id, which the server uses as Stripe's idempotency key. `returnTo` is
 * the page Stripe sends the browser back to (decision 0438); the account page without it.
 */
export const createCheckoutSession = ({
  tier,
  returnTo,
}: {
  tier: PaidTier;
  returnTo: string | null;
}) =>
  apiPost<CheckoutSessionResponse>('/api/checkout-session', {
    tier,
    attemptId: crypto.randomUUID(),
    ...(returnTo ? { returnTo } : {}),
  });

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
