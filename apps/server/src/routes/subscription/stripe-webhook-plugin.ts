import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../app-error';
import type { BillingContext } from '../../modules/billing/billing-context';
import { BILLING_MESSAGES } from '../../modules/billing/billing-messages';
import {
  handleStripeEvent,
  type StripeEventOutcome,
} from '../../modules/billing/handle-stripe-event';
import { withBillingErrors } from '../../modules/billing/to-billing-error';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
export const BAD_SIGNATURE_MESSAGE =
  'The Stripe-Signature header does not match this payload and webhook secret.';

/**
 * POST /api/stripe/webhook in its own encapsulated plugin: JSON bodies stay raw bytes here (the
 * signature is over the exact payload), everywhere else they are parsed as usual. The CSRF check
 * exempts this path (http/csrf.ts): the signature is the authentication. A bad signature is a 400
 * and changes nothing; a Stripe outage while re-reading is a 503, so Stripe delivers it again.
 */
export function stripeWebhookPlugin(billing: BillingContext | null) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      STRIPE_WEBHOOK_PATH,
      async (request): Promise<{ received: true; outcome: StripeEventOutcome }> => {
        if (!billing) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.notConfigured);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError('VALIDATION_ERROR', BAD_SIGNATURE_MESSAGE, {
            field: 'stripe-signature',
          });
        }
        let event: Stripe.Event;
        try {
          event = billing.stripe.webhooks.constructEvent(
            request.body,
            signature,
            billing.webhookSecret,
          );
        } catch {
          throw new AppError('VALIDATION_ERROR', BAD_SIGNATURE_MESSAGE, {
            field: 'stripe-signature',
          });
        }
        const outcome = await withBillingErrors(billing, () => handleStripeEvent(billing, event));
        return { received: true, outcome };
      },
    );
  };
}
