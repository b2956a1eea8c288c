import type { FakeCheckoutSession, FakePrice } from './objects';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * The fake's stand-in for Stripe's hosted Checkout page: the plan, the price and one button that
 * pays (POST /checkout/:id/pay → webhooks → 303 to success_url). Clearly labelled as a test page.
 */
export function renderCheckoutPage(
  session: FakeCheckoutSession,
  price: FakePrice | undefined,
  error?: string,
): string {
  const plan = price ? `PipeProof ${escape(price.nickname)}` : 'PipeProof';
  const amount = pounds(session.amount_total);
  const body =
    session.status === 'open'
      ? `<form method="post" action="/checkout/${escape(session.id)}/pay">
  <button type="submit">Pay ${amount}</button>
</form>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>` : ''}`
      : `<p>This checkout session is ${escape(session.status)}.</p>`;
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (test payment page)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a }
  button { min-height: 48px; width: 100%; font-size: 1.125rem; font-weight: 600; background: #635bff; color: white; border: 0; border-radius: 8px }
  a { display: inline-block; min-height: 48px; line-height: 48px }
  .note { background: #fef3c7; padding: 0.75rem; border-radius: 8px }
  .error { background: #fee2e2; padding: 0.75rem; border-radius: 8px }
</style></head>
<body>
<p class="note">Test payment page of the local Stripe fake. No card is charged.</p>
<h1>Subscribe to ${plan}</h1>
<p><strong>${amount}</strong> per month</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${body}
</body>
</html>
`;
}
