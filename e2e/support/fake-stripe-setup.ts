import { startFakeStripe } from '../../apps/server/test/support/fake-stripe';
import { BILLING_BASE_URL, FAKE_STRIPE_PORT } from './billing-server';

/**
 * Playwright globalSetup: the local Stripe fake (apps/server/test/support/fake-stripe.ts) on a
 * fixed port, sending signed webhooks to the billing server. Webservers start before globalSetup;
 * the server only calls Stripe when a test does, so the order does not matter. The returned
 * function is the teardown.
 */
export default async function startStripeFake(): Promise<() => Promise<void>> {
  const fake = await startFakeStripe({
    port: FAKE_STRIPE_PORT,
    webhookUrl: `${BILLING_BASE_URL}/api/stripe/webhook`,
  });
  return () => fake.close();
}
