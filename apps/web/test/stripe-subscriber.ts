import type { PaidTier } from '@pipeproof/contracts';
import { uniqueEmail } from './render-app';
import { switchServer } from './setup-api';

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok && response.status !== 303) {
    throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  }
  return response;
}

/**
 * A new account on the 'payments' server that has paid for `tier` on the local Stripe fake's
 * Checkout page (global-setup.ts), exactly as the browser would: POST /api/checkout-session, pay on
 * the hosted page, then the refresh the return from Checkout makes. Leaves the next render signed
 * in as it.
 */
export async function signUpStripeSubscriber(tier: PaidTier): Promise<{ email: string }> {
  switchServer('payments');
  const email = uniqueEmail(`stripe-${tier}`);
  const json = { 'content-type': 'application/json' };
  await expectOk(
    await fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: `stripe-${tier}-password`, name: 'Stripe Engineer' }),
    }),
    'sign-up',
  );
  const checkout = await expectOk(
    await fetch('/api/checkout-session', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ tier, attemptId: crypto.randomUUID() }),
    }),
    'checkout',
  );
  const { url } = (await checkout.json()) as { url: string };
  await expectOk(await fetch(`${url}/pay`, { method: 'POST' }), 'payment');
  await expectOk(
    await fetch('/api/refresh-subscription', { method: 'POST', headers: json, body: '{}' }),
    'refresh',
  );
  return { email };
}
