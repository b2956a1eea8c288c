import Stripe from 'stripe';
import type { Env } from '../../env';

/**
 * The real Stripe SDK, or null when this server has no key (payments off). With STRIPE_API_BASE
 * (tests: the local fake, apps/server/test/support/fake-stripe.ts) it talks plain HTTP to that
 * address and does not retry, so a test that stops the fake fails at once instead of backing off.
 */
export function createStripeClient(config: Env['stripe']): Stripe | null {
  if (config.secretKey === null) return null;
  const address = config.api;
  return new Stripe(config.secretKey, {
    ...(address ? { host: address.host, port: address.port, protocol: address.protocol } : {}),
    maxNetworkRetries: address ? 0 : 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'PipeProof' },
  });
}
