import {
  ChangePlanRequestSchema,
  CheckoutSessionRequestSchema,
  type BillingActionResponse,
  type CheckoutSessionResponse,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error';
import { parseWith } from '../../http/validation-error';
import { createBillingContext, type BillingContext } from '../../modules/billing/billing-context';
import { BILLING_MESSAGES } from '../../modules/billing/billing-messages';
import { cancelSubscription } from '../../modules/billing/cancel-subscription';
import { changePlan } from '../../modules/billing/change-plan';
import { createCheckoutSession } from '../../modules/billing/create-checkout-session';
import {
  getSubscriptionStatus,
  toSubscriptionStatus,
} from '../../modules/billing/get-subscription-status';
import { refreshSubscription } from '../../modules/billing/refresh-subscription';
import { withBillingErrors } from '../../modules/billing/to-billing-error';
import type { RouteDeps } from '../route-deps';
import { stripeWebhookPlugin } from './stripe-webhook-plugin';

function requireBilling(billing: BillingContext | null): BillingContext {
  if (!billing) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.notConfigured);
  return billing;
}

/**
 * Subscriptions and billing (decision 0500; product.md §4, §7; product.md §10; decisions 0500–0503). Every
 * billing action needs a signed-in user (401) and a Stripe key (503); bodies are parsed by the
 * contracts (400 naming the field). The webhook has its own plugin (raw body, signature).
 */
export function registerSubscriptionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { database, sessions } = deps;
  const billing = createBillingContext(deps.env, database.db, app.log);
  const paymentsConfigured = billing !== null;

  /** The tier the server enforces and the subscription behind it; free when signed out. */
  app.get('/api/subscription-status', async (request, reply): Promise<SubscriptionStatus> => {
    const user = await sessions.getSessionUser(request, reply);
    if (!user) return toSubscriptionStatus('free', paymentsConfigured, null);
    return getSubscriptionStatus(database.db, user, paymentsConfigured);
  });

  app.post('/api/checkout-session', async (request, reply): Promise<CheckoutSessionResponse> => {
    const user = await sessions.requireUser(request, reply);
    const input = parseWith(CheckoutSessionRequestSchema, request.body);
    const ctx = requireBilling(billing);
    return withBillingErrors(ctx, () => createCheckoutSession(ctx, user, input));
  });

  app.post('/api/change-plan', async (request, reply): Promise<BillingActionResponse> => {
    const user = await sessions.requireUser(request, reply);
    const input = parseWith(ChangePlanRequestSchema, request.body);
    const ctx = requireBilling(billing);
    return withBillingErrors(ctx, () => changePlan(ctx, user.id, input.tier));
  });

  app.post('/api/refresh-subscription', async (request, reply): Promise<BillingActionResponse> => {
    const user = await sessions.requireUser(request, reply);
    if (!billing) {
      // Nothing to re-read: the tier is the admin tool's. Still a useful answer for the page.
      const subscription = await getSubscriptionStatus(database.db, user, false);
      return { message: BILLING_MESSAGES.planIs(subscription.tier), subscription };
    }
    return withBillingErrors(billing, () => refreshSubscription(billing, user.id));
  });

  app.post('/api/cancel-subscription', async (request, reply): Promise<BillingActionResponse> => {
    const user = await sessions.requireUser(request, reply);
    const ctx = requireBilling(billing);
    return withBillingErrors(ctx, () => cancelSubscription(ctx, user.id));
  });

  void app.register(stripeWebhookPlugin(billing));
}
