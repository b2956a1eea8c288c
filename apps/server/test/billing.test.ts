import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../src/modules/billing/billing-messages';
import { formatBillingDate } from '../src/modules/billing/format-billing-date';
import { setUserTier } from '../src/modules/users/set-user-tier';
import {
  billingAction,
  customerIdOf,
  getStatus,
  signUpSubscriber,
  startCheckout,
  subscribe,
  tierLog,
  useBillingHarness,
} from './support/billing-fixtures';
import { FAKE_STRIPE_PRICES } from './support/fake-stripe';
import { expectError, expectStatus } from './support/job-fixtures';

/**
 * The subscription life cycle (decision 0500; product.md §4, §7, §9; product.md §10) against the real app and
 * database, with the real Stripe SDK talking to the local fake and webhooks signed by the SDK.
 */

const h = useBillingHarness();

const requestsTo = (path: string) => h.fake.requests.filter((r) => r.path === path);

describe('POST /api/checkout-session', () => {
  it('needs a signed-in user', async () => {
    const response = await h.server.browser().post('/api/checkout-session', {
      tier: 'premium',
      attemptId: randomUUID(),
    });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ attemptId: randomUUID() }, 'tier', 'Choose a plan: basic, premium or professional.'],
    [
      { tier: 'free', attemptId: randomUUID() },
      'tier',
      'Plan must be one of: basic, premium, professional.',
    ],
    [
      { tier: 'premium' },
      'attemptId',
      'Attempt id is required: send a UUID made for this attempt.',
    ],
    [{ tier: 'premium', attemptId: 'again' }, 'attemptId', 'Attempt id must be a UUID.'],
  ])('refuses %j with a 400 naming the field', async (body, field, reason) => {
    const subscriber = await signUpSubscriber(h.server);
    const error = await expectError(
      await subscriber.browser.post('/api/checkout-session', body),
      400,
    );
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(error.message).toContain(reason);
  });

  // Decision 0438: the way back is a path on this site, never another site (open redirect).
  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '/\tevil',
    'account',
    'javascript:alert(1)',
    `/${'a'.repeat(2048)}`,
    42,
  ])('refuses the return path %j with a 400 naming it', async (returnTo) => {
    const subscriber = await signUpSubscriber(h.server);
    const response = await subscriber.browser.post('/api/checkout-session', {
      tier: 'premium',
      attemptId: randomUUID(),
      returnTo,
    });
    const error = await expectError(response, 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'returnTo' });
    expect(error.message).toContain('Return path must be a path on this site');
    expect(
      requestsTo('/v1/checkout/sessions').filter(
        (r) => r.params.client_reference_id === subscriber.id,
      ),
    ).toEqual([]);
  });

  it('opens Checkout in subscription mode for the plan, with one customer per user and the user id in metadata', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const customersBefore = requestsTo('/v1/customers').length;
    const first = await startCheckout(subscriber, 'premium');
    const second = await startCheckout(subscriber, 'basic');
    expect(requestsTo('/v1/customers').length).toBe(customersBefore + 1);
    expect(first.url).toBe(`${h.fake.url}/checkout/${first.sessionId}`);

    const customerId = await customerIdOf(h, subscriber.id);
    const session = h.fake.store.session(first.sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: subscriber.id,
      metadata: { userId: subscriber.id, tier: 'premium' },
      success_url: 'http://pipeproof.test/account?upgraded=true',
      cancel_url: 'http://pipeproof.test/subscribe?tier=premium',
    });
    expect(h.fake.store.sessionLines.get(first.sessionId)).toEqual({
      lines: [{ price: FAKE_STRIPE_PRICES.premium, quantity: 1 }],
      subscriptionMetadata: { userId: subscriber.id, tier: 'premium' },
    });
    expect(h.fake.store.sessionLines.get(second.sessionId)?.lines[0]?.price).toBe(
      FAKE_STRIPE_PRICES.basic,
    );
    expect(h.fake.store.customer(customerId).metadata).toEqual({ userId: subscriber.id });
  });

  it('sends the browser back to the page the engineer came from, with upgraded=true (decision 0438)', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const open = async (returnTo: string) => {
      const response = await subscriber.browser.post('/api/checkout-session', {
        tier: 'basic',
        attemptId: randomUUID(),
        returnTo,
      });
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      return h.fake.store.session(url.split('/').pop() ?? '');
    };
    expect(await open('/calc')).toMatchObject({
      success_url: 'http://pipeproof.test/calc?upgraded=true',
      cancel_url: 'http://pipeproof.test/subscribe?tier=basic&returnTo=%2Fcalc',
    });
    expect(await open('/commercial?job=7#results')).toMatchObject({
      success_url: 'http://pipeproof.test/commercial?job=7&upgraded=true',
      cancel_url:
        'http://pipeproof.test/subscribe?tier=basic&returnTo=%2Fcommercial%3Fjob%3D7%23results',
    });
  });

  it('uses one idempotency key per attempt: a retried attempt gets the same session, a new one a new session', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const attemptId = randomUUID();
    const first = await startCheckout(subscriber, 'premium', attemptId);
    const retry = await startCheckout(subscriber, 'premium', attemptId);
    const next = await startCheckout(subscriber, 'premium');
    expect(retry.sessionId).toBe(first.sessionId);
    expect(next.sessionId).not.toBe(first.sessionId);
    const keys = requestsTo('/v1/checkout/sessions')
      .filter((r) => r.params.client_reference_id === subscriber.id)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([
      `pipeproof-checkout-${subscriber.id}-${attemptId}`,
      `pipeproof-checkout-${subscriber.id}-${attemptId}`,
      expect.stringMatching(new RegExp(`^pipeproof-checkout-${subscriber.id}-`)),
    ]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses a second subscription: someone who pays changes plan instead (409)', async () => {
    const subscriber = await signUpSubscriber(h.server);
    await subscribe(h, subscriber, 'basic');
    const response = await subscriber.browser.post('/api/checkout-session', {
      tier: 'premium',
      attemptId: randomUUID(),
    });
    expect(await expectError(response, 409)).toMatchObject({
      code: 'CONFLICT',
      message: BILLING_MESSAGES.alreadySubscribed,
    });
  });
});

describe('paying, the webhook and refresh', () => {
  it('paying on the Checkout page makes the user Premium through the webhook, logged once', async () => {
    const subscriber = await signUpSubscriber(h.server);
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'free', status: null });
    await subscribe(h, subscriber, 'premium');

    const status = await getStatus(subscriber);
    expect(status).toMatchObject({
      tier: 'premium',
      paymentsConfigured: true,
      status: 'active',
      planTier: 'premium',
      cancelAtPeriodEnd: false,
      scheduledTier: null,
      paymentWarning: null,
    });
    const periodEnd = new Date(status.currentPeriodEnd ?? '');
    const inAMonth = new Date();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(Math.abs(periodEnd.getTime() - inAMonth.getTime())).toBeLessThan(60_000);

    const log = await tierLog(h, subscriber.id);
    expect(log).toEqual([
      {
        fromTier: 'free',
        toTier: 'premium',
        cause: 'stripe-webhook',
        stripeEventId: expect.stringMatching(/^evt_/),
      },
    ]);
    const me = await (await subscriber.browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({ subscriptionTier: 'premium' });
  });

  it('before the webhook arrives, POST /api/refresh-subscription reads Stripe and upgrades', async () => {
    h.fake.setWebhookUrl(null);
    try {
      const subscriber = await signUpSubscriber(h.server);
      await subscribe(h, subscriber, 'professional');
      expect((await getStatus(subscriber)).tier).toBe('free');

      const answer = await billingAction(subscriber, '/api/refresh-subscription');
      expect(answer.message).toBe('Your plan is Professional.');
      expect(answer.subscription).toMatchObject({ tier: 'professional', status: 'active' });
      expect(await tierLog(h, subscriber.id)).toEqual([
        { fromTier: 'free', toTier: 'professional', cause: 'refresh', stripeEventId: null },
      ]);
      // Refreshing again changes nothing and logs nothing.
      await billingAction(subscriber, '/api/refresh-subscription');
      expect(await tierLog(h, subscriber.id)).toHaveLength(1);
    } finally {
      h.fake.setWebhookUrl(h.webhookUrl);
    }
  });

  it('refresh leaves a tier set with the admin tool alone when the user has never paid through Stripe', async () => {
    const subscriber = await signUpSubscriber(h.server);
    await setUserTier(h.server.database.db, subscriber.email, 'professional');
    const answer = await billingAction(subscriber, '/api/refresh-subscription');
    expect(answer.subscription).toMatchObject({ tier: 'professional', status: null });
    expect(await tierLog(h, subscriber.id)).toEqual([
      { fromTier: 'free', toTier: 'professional', cause: 'admin', stripeEventId: null },
    ]);
  });

  it('signed out: the status is free and the actions need a user', async () => {
    const browser = h.server.browser();
    const status = await expectStatus(await browser.get('/api/subscription-status'), 200);
    expect(status).toMatchObject({ tier: 'free', paymentsConfigured: true, status: null });
    for (const path of [
      '/api/refresh-subscription',
      '/api/cancel-subscription',
      '/api/change-plan',
    ]) {
      expect((await browser.post(path, { tier: 'basic' })).status).toBe(401);
    }
  });
});

describe('upgrades, downgrades and cancelling (product.md §10)', () => {
  it('an upgrade takes effect at once, prorated and charged now', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    const answer = await billingAction(subscriber, '/api/change-plan', { tier: 'professional' });
    expect(answer.message).toBe(BILLING_MESSAGES.upgraded('professional'));
    expect(answer.subscription).toMatchObject({ tier: 'professional', planTier: 'professional' });
    const update = requestsTo(`/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      items: [{ price: FAKE_STRIPE_PRICES.professional }],
    });
    expect((await tierLog(h, subscriber.id)).map((c) => [c.toTier, c.cause])).toEqual([
      ['premium', 'stripe-webhook'],
      ['professional', 'plan-change'],
    ]);
  });

  it('a downgrade waits for the end of the paid period, then happens', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'professional');
    const answer = await billingAction(subscriber, '/api/change-plan', { tier: 'basic' });
    const periodEnd = new Date(answer.subscription.currentPeriodEnd ?? '');
    expect(answer.message).toBe(
      `Your plan changes to Basic on ${formatBillingDate(periodEnd)}. You keep Professional until then.`,
    );
    expect(answer.subscription).toMatchObject({
      tier: 'professional',
      planTier: 'professional',
      scheduledTier: 'basic',
      cancelAtPeriodEnd: false,
    });

    await h.fake.endPeriod(subscriptionId);
    expect(await getStatus(subscriber)).toMatchObject({
      tier: 'basic',
      planTier: 'basic',
      scheduledTier: null,
      status: 'active',
    });
    const log = await tierLog(h, subscriber.id);
    expect(log.at(-1)).toMatchObject({
      fromTier: 'professional',
      toTier: 'basic',
      cause: 'stripe-webhook',
    });

    // The next period renews on Basic; nothing else changes.
    await h.fake.endPeriod(subscriptionId);
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'basic', scheduledTier: null });
    expect(await tierLog(h, subscriber.id)).toHaveLength(log.length);
    expect(h.fake.store.subscription(subscriptionId).schedule).toBeNull();
  });

  it('choosing the current plan again undoes a booked downgrade', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    await billingAction(subscriber, '/api/change-plan', { tier: 'basic' });
    const answer = await billingAction(subscriber, '/api/change-plan', { tier: 'premium' });
    expect(answer.message).toBe('You stay on Premium.');
    expect(answer.subscription).toMatchObject({ tier: 'premium', scheduledTier: null });
    await h.fake.endPeriod(subscriptionId);
    expect((await getStatus(subscriber)).tier).toBe('premium');
  });

  it('cancelling keeps the plan until the period ends, then the tier is Free', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    const answer = await billingAction(subscriber, '/api/cancel-subscription');
    const end = new Date(answer.subscription.currentPeriodEnd ?? '');
    expect(answer.message).toBe(
      `Your subscription is cancelled. You keep Premium until ${formatBillingDate(end)}; then your plan becomes Free.`,
    );
    expect(answer.subscription).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
    // Asking again changes nothing (a retried request).
    const again = await billingAction(subscriber, '/api/cancel-subscription');
    expect(again.message).toBe(answer.message);
    expect(
      requestsTo(`/v1/subscriptions/${subscriptionId}`).filter((r) => r.method === 'POST'),
    ).toHaveLength(1);

    await h.fake.endPeriod(subscriptionId);
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'free', status: 'canceled' });
    expect((await tierLog(h, subscriber.id)).map((c) => `${c.fromTier}→${c.toTier}`)).toEqual([
      'free→premium',
      'premium→free',
    ]);
    expect(
      await expectError(await subscriber.browser.post('/api/cancel-subscription', {}), 409),
    ).toMatchObject({
      message: BILLING_MESSAGES.noSubscriptionToCancel,
    });
  });

  it('cancelling drops a booked downgrade; upgrading undoes a cancellation', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    await billingAction(subscriber, '/api/change-plan', { tier: 'basic' });
    const cancelled = await billingAction(subscriber, '/api/cancel-subscription');
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, scheduledTier: null });
    const upgraded = await billingAction(subscriber, '/api/change-plan', { tier: 'professional' });
    expect(upgraded.subscription).toMatchObject({ tier: 'professional', cancelAtPeriodEnd: false });
    await h.fake.endPeriod(subscriptionId);
    expect((await getStatus(subscriber)).tier).toBe('professional');
  });

  it('a declined card refuses the upgrade with Stripe’s words and changes nothing', async () => {
    const subscriber = await signUpSubscriber(h.server);
    await subscribe(h, subscriber, 'basic');
    h.fake.declineCard(await customerIdOf(h, subscriber.id));
    const response = await subscriber.browser.post('/api/change-plan', { tier: 'premium' });
    expect(await expectError(response, 409)).toMatchObject({
      code: 'CONFLICT',
      message: 'Your card was declined. Your plan has not changed.',
    });
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'basic', planTier: 'basic' });
  });

  it('a failed renewal keeps the plan with a payment warning; unpaid ends it', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    h.fake.declineCard(await customerIdOf(h, subscriber.id));
    await h.fake.endPeriod(subscriptionId);
    expect(await getStatus(subscriber)).toMatchObject({
      tier: 'premium',
      status: 'past_due',
      paymentWarning: BILLING_MESSAGES.paymentWarning('premium'),
    });
    await h.fake.setStatus(subscriptionId, 'unpaid');
    expect(await getStatus(subscriber)).toMatchObject({
      tier: 'free',
      status: 'unpaid',
      paymentWarning: null,
    });
  });

  it('without a subscription there is nothing to change or cancel (409); bad plans are 400', async () => {
    const subscriber = await signUpSubscriber(h.server);
    expect(
      await expectError(await subscriber.browser.post('/api/change-plan', { tier: 'basic' }), 409),
    ).toMatchObject({
      message: BILLING_MESSAGES.noSubscriptionToChange,
    });
    expect(
      await expectError(await subscriber.browser.post('/api/cancel-subscription', {}), 409),
    ).toMatchObject({
      message: BILLING_MESSAGES.noSubscriptionToCancel,
    });
    expect(
      await expectError(await subscriber.browser.post('/api/change-plan', { tier: 'gold' }), 400),
    ).toMatchObject({
      field: 'tier',
    });
  });
});

describe('when Stripe cannot be reached', () => {
  it('answers 503 in plain words, changes nothing, and takes a webhook when Stripe sends it again', async () => {
    const subscriber = await signUpSubscriber(h.server);
    const newcomer = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, 'premium');
    const before = await getStatus(subscriber);
    // The renewal happens at Stripe; its event is held back to be delivered during the outage.
    h.fake.setWebhookUrl(null);
    await h.fake.endPeriod(subscriptionId);
    h.fake.setWebhookUrl(h.webhookUrl);
    const renewal = h.fake.store.events.findLast(
      (event) =>
        event.type === 'customer.subscription.updated' &&
        (event.data.object as { id: string }).id === subscriptionId,
    );
    if (!renewal) throw new Error('no renewal event');

    h.fake.setOutage(true);
    try {
      const attempts = [
        [subscriber, '/api/refresh-subscription', {}],
        [subscriber, '/api/cancel-subscription', {}],
        [subscriber, '/api/change-plan', { tier: 'basic' }],
        [newcomer, '/api/checkout-session', { tier: 'basic', attemptId: randomUUID() }],
      ] as const;
      for (const [who, path, body] of attempts) {
        const error = await expectError(await who.browser.post(path, body), 503);
        expect(error).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          message: BILLING_MESSAGES.stripeUnavailable,
        });
      }
      expect(await h.fake.deliver(renewal)).toBe(503);
    } finally {
      h.fake.setOutage(false);
    }
    expect(await getStatus(subscriber)).toEqual(before);
    expect(await h.fake.deliver(renewal)).toBe(200);
    expect((await getStatus(subscriber)).currentPeriodEnd).not.toBe(before.currentPeriodEnd);
  });
});
