import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error';
import type { BillingContext } from '../../modules/billing/billing-context';
import { BILLING_MESSAGES } from '../../modules/billing/billing-messages';
import {
  handleStripeEvent,
  type StripeEventOutcome,
} from '../../modules/billing/handle-stripe-event';
import { withBillingErrors } from '../../modules/billing/to-billing-error';
import { readStripeEvent } from './read-stripe-event';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
export const BAD_SIGNATURE_MESSAGE =
  'The Stripe-Signature header does not match this payload and webhook secret.';

const badSignatureError = () =>
  new AppError('VALIDATION_ERROR', BAD_SIGNATURE_MESSAGE, { field: 'stripe-signature' });

/**
 * POST /api/stripe/webhook in its own encapsulated plugin: JSON bodies stay raw bytes here (the
 * signature is over the exact payload), everywhere else they are parsed as usual. The CSRF check
 * exempts this path (http/csrf.ts): the signature is the authentication. A bad signature is a 400
 * and changes nothing; a signed event that cannot be applied (not JSON, no data, an id or type
 * that is not Stripe's) is acknowledged and logged at warn, id and type shortened, never a 500
 * (docs/decisions/0501); a Stripe outage while re-reading is a 503, so Stripe delivers it again.
 */
export function stripeWebhookPlugin(billing: BillingContext | null) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      STRIPE_WEBHOOK_PATH,
      async (request): Promise<{ received: true; outcome: StripeEventOutcome | 'malformed' }> => {
        if (!billing) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.notConfigured);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badSignatureError();
        }
        const stripe = await billing.getStripe();
        let payload: unknown;
        try {
          payload = stripe.webhooks.constructEvent(request.body, signature, billing.webhookSecret);
        } catch (error) {
          if (error instanceof stripe.errors.StripeSignatureVerificationError) {
            throw badSignatureError();
          }
          // Signed with our secret but not a JSON event: nothing to apply, nothing to retry.
          request.log.warn('Signed Stripe webhook is not a JSON event: acknowledged, not applied');
          return { received: true, outcome: 'malformed' };
        }
        const read = readStripeEvent(payload);
        if (!read.ok) {
          request.log.warn(
            { eventId: read.eventId, eventType: read.eventType },
            "Signed Stripe event cannot be applied (no data, or an id or type that is not Stripe's): acknowledged, not applied",
          );
          return { received: true, outcome: 'malformed' };
        }
        const { event } = read;
        const outcome = await withBillingErrors(billing, () => handleStripeEvent(billing, event));
        return { received: true, outcome };
      },
    );
  };
}
