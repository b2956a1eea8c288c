import type Stripe from 'stripe';
import type { Env } from '../../env';

/** The Stripe SDK client, made (and the package loaded) on the first call; the same one after. */
export type StripeClientLoader = () => Promise<Stripe>;

/**
 * The real Stripe SDK, or null when this server has no key (payments off). The package is
 * imported on first use, not at start (decision 0841): a server without payments never loads it,
 * one with payments when the first billing action, webhook or account deletion needs it. With
 * STRIPE_API_BASE (tests: the local fake, apps/server/test/support/fake-stripe.ts) it talks plain
 * HTTP to that address and does not retry, so a test that stops the fake fails at once instead of
 * backing off.
 */
export function createStripeClient(config: Env['stripe']): StripeClientLoader | null {
  const { secretKey, api: address } = config;
  if (secretKey === null) return null;
  let client: Promise<Stripe> | undefined;
  const load = async (): Promise<Stripe> => {
    const { default: StripeSdk } = await import('stripe');
    return new StripeSdk(secretKey, {
      ...(address ? { host: address.host, port: address.port, protocol: address.protocol } : {}),
      maxNetworkRetries: address ? 0 : 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'PipeProof' },
    });
  };
  return () => {
    // A failed import is not kept: the next call tries again.
    client ??= load().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
}
