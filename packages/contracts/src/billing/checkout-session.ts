import { z } from 'zod';
import { sameSitePathSchema } from '../auth/same-site-path';
import { PAID_TIERS } from '../tiers/tier-names';

const isMissing = (input: unknown): boolean => input === undefined || input === null;

/** A paid plan named in a request body: basic, premium or professional. */
export const RequestedPlanSchema = z.enum(PAID_TIERS, {
  error: (issue) =>
    isMissing(issue.input)
      ? 'Choose a plan: basic, premium or professional.'
      : `Plan must be one of: ${PAID_TIERS.join(', ')}.`,
});

/**
 * POST /api/checkout-session: start Stripe Checkout for a paid plan. `attemptId` is made by the
 * browser for each press of the button, so a retried request opens the same Checkout session
 * (it becomes the Stripe idempotency key, decision 0502). `returnTo` is the page on this site to
 * come back to after paying (the job in progress, decision 0438): a path only, never another
 * site; without it, the account page.
 */
export const CheckoutSessionRequestSchema = z.object({
  tier: RequestedPlanSchema,
  attemptId: z.uuid({
    error: (issue) =>
      isMissing(issue.input)
        ? 'Attempt id is required: send a UUID made for this attempt.'
        : 'Attempt id must be a UUID.',
  }),
  returnTo: sameSitePathSchema('Return path')
    .nullish()
    .transform((path) => path ?? undefined),
});
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;

/** Where to send the browser: Stripe's hosted Checkout page. */
export const CheckoutSessionResponseSchema = z.object({ url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;
