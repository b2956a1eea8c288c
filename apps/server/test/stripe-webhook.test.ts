import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents, tierChanges, user } from '../src/db/schema';
import { BAD_SIGNATURE_MESSAGE } from '../src/routes/subscription/stripe-webhook-plugin';
import {
  billingAction,
  customerIdOf,
  eventsOfCustomer,
  getStatus,
  signUpSubscriber,
  subscribe,
  tierLog,
  type Subscriber,
  useBillingHarness,
} from './support/billing-fixtures';
import type { FakeEvent } from './support/fake-stripe/objects';
import { signPayload } from './support/fake-stripe/webhook-sender';
import { FAKE_STRIPE_WEBHOOK_SECRET } from './support/fake-stripe';

/**
 * POST /api/stripe/webhook (decision 0500, decision 0501): the signature is checked on the raw body; a
 * repeated event does nothing; whatever an event says, the subscription is re-read from Stripe,
 * so deliveries in any order, any number of times, end in the same tier with one logged change.
 */

const h = useBillingHarness();

/** A small seeded PRNG (mulberry32), so a failing order can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function counts(userId: string) {
  const { db } = h.server.database;
  const [events] = await db.select({ n: count() }).from(stripeEvents);
  const [changes] = await db
    .select({ n: count() })
    .from(tierChanges)
    .where(eq(tierChanges.userId, userId));
  const [row] = await db
    .select({ tier: user.subscriptionTier })
    .from(user)
    .where(eq(user.id, userId));
  return { events: events?.n, changes: changes?.n, tier: row?.tier };
}

/** A subscriber who paid while webhooks were held back: their events wait to be delivered. */
async function paidWithoutWebhooks(tier: 'basic' | 'premium' | 'professional') {
  h.fake.setWebhookUrl(null);
  try {
    const subscriber = await signUpSubscriber(h.server);
    const subscriptionId = await subscribe(h, subscriber, tier);
    const customerId = await customerIdOf(h, subscriber.id);
    return { subscriber, subscriptionId, customerId };
  } finally {
    h.fake.setWebhookUrl(h.webhookUrl);
  }
}

async function post(payload: string, signature: string | null): Promise<Response> {
  return fetch(h.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  });
}

describe('signature', () => {
  let subscriber: Subscriber;
  let events: FakeEvent[];

  beforeAll(async () => {
    const paid = await paidWithoutWebhooks('premium');
    subscriber = paid.subscriber;
    events = eventsOfCustomer(h.fake, paid.customerId);
  });

  it.each([
    ['no Stripe-Signature header', (payload: string) => [payload, null] as const],
    [
      'a signature made with another secret',
      (payload: string) => [payload, signPayload(payload, 'whsec_someone_else')] as const,
    ],
    [
      'a payload changed after signing',
      (payload: string) =>
        [
          payload.replace('"livemode": false', '"livemode": true'),
          signPayload(payload, FAKE_STRIPE_WEBHOOK_SECRET),
        ] as const,
    ],
    ['a garbled header', (payload: string) => [payload, 't=1,v1=abc'] as const],
  ])('%s → 400 and nothing changes', async (_label, make) => {
    const before = await counts(subscriber.id);
    for (const event of events) {
      const [payload, signature] = make(JSON.stringify(event, null, 2));
      const response = await post(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: BAD_SIGNATURE_MESSAGE,
        field: 'stripe-signature',
      });
    }
    expect(await counts(subscriber.id)).toEqual(before);
    expect(before.tier).toBe('free');
  });

  it('is exempt from the CSRF Origin rule (Stripe sends no Origin) but not from the signature', async () => {
    const event = events[0];
    if (!event) throw new Error('no event');
    const payload = JSON.stringify(event);
    const response = await fetch(h.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: 'pipeproof.session_token=x',
        'stripe-signature': signPayload(payload, FAKE_STRIPE_WEBHOOK_SECRET),
      },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'premium' });
  });
});

describe('idempotent and order-proof', () => {
  it('a repeated event does nothing', async () => {
    const { subscriber, customerId } = await paidWithoutWebhooks('basic');
    const event = eventsOfCustomer(h.fake, customerId).find(
      (e) => e.type === 'checkout.session.completed',
    );
    if (!event) throw new Error('no checkout event');
    expect(await h.fake.deliver(event)).toBe(200);
    const after = await counts(subscriber.id);
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const payload = JSON.stringify(event);
      const response = await post(payload, signPayload(payload, FAKE_STRIPE_WEBHOOK_SECRET));
      outcomes.push(((await response.json()) as { outcome: string }).outcome);
    }
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await counts(subscriber.id)).toEqual(after);
  });

  it.each([1, 2, 3, 4, 5])(
    'each fixture event delivered three times in shuffled order %i ends Premium with one logged upgrade',
    async (seed) => {
      const { subscriber, customerId } = await paidWithoutWebhooks('premium');
      const fixtures = eventsOfCustomer(h.fake, customerId);
      expect(fixtures.map((e) => e.type).sort()).toEqual([
        'checkout.session.completed',
        'customer.subscription.created',
        'invoice.paid',
      ]);
      const deliveries = shuffled([...fixtures, ...fixtures, ...fixtures], seed);
      const statuses =
        seed % 2 === 0
          ? await Promise.all(deliveries.map((event) => h.fake.deliver(event)))
          : await deliveries.reduce<Promise<number[]>>(
              async (done, event) => [...(await done), await h.fake.deliver(event)],
              Promise.resolve([]),
            );
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(await getStatus(subscriber)).toMatchObject({ tier: 'premium', status: 'active' });
      expect(await tierLog(h, subscriber.id)).toEqual([
        {
          fromTier: 'free',
          toTier: 'premium',
          cause: 'stripe-webhook',
          stripeEventId: expect.stringMatching(/^evt_/),
        },
      ]);
    },
  );

  it('a whole life cycle delivered backwards, three times, ends where Stripe is: Free, nothing resurrected', async () => {
    const { subscriber, subscriptionId, customerId } = await paidWithoutWebhooks('premium');
    h.fake.setWebhookUrl(null);
    try {
      await billingAction(subscriber, '/api/refresh-subscription');
      await billingAction(subscriber, '/api/change-plan', { tier: 'professional' });
      await billingAction(subscriber, '/api/cancel-subscription');
      await h.fake.endPeriod(subscriptionId);
    } finally {
      h.fake.setWebhookUrl(h.webhookUrl);
    }
    const events = eventsOfCustomer(h.fake, customerId);
    expect(events.map((e) => e.type)).toContain('customer.subscription.deleted');
    const logBefore = await tierLog(h, subscriber.id);
    expect(logBefore.map((c) => c.toTier)).toEqual(['premium', 'professional']);
    for (const event of [...events].reverse().flatMap((e) => [e, e, e])) {
      expect(await h.fake.deliver(event)).toBe(200);
    }
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'free', status: 'canceled' });
    const log = await tierLog(h, subscriber.id);
    expect(log.slice(logBefore.length)).toEqual([
      expect.objectContaining({
        fromTier: 'professional',
        toTier: 'free',
        cause: 'stripe-webhook',
      }),
    ]);
  });

  it('a late event from an ended subscription cannot end the new one', async () => {
    const { subscriber, subscriptionId, customerId } = await paidWithoutWebhooks('basic');
    await billingAction(subscriber, '/api/refresh-subscription');
    h.fake.setWebhookUrl(null);
    try {
      await billingAction(subscriber, '/api/cancel-subscription');
      await h.fake.endPeriod(subscriptionId);
    } finally {
      h.fake.setWebhookUrl(h.webhookUrl);
    }
    const oldEvents = eventsOfCustomer(h.fake, customerId);
    await billingAction(subscriber, '/api/refresh-subscription');
    expect((await getStatus(subscriber)).tier).toBe('free');

    await subscribe(h, subscriber, 'professional');
    expect((await getStatus(subscriber)).tier).toBe('professional');
    for (const event of oldEvents) expect(await h.fake.deliver(event)).toBe(200);
    expect(await getStatus(subscriber)).toMatchObject({ tier: 'professional', status: 'active' });
  });

  it('acknowledges events it does not act on, and events of unknown customers', async () => {
    const base = (await paidWithoutWebhooks('basic')).customerId;
    const unknown = { ...eventsOfCustomer(h.fake, base)[0]!, id: 'evt_unknown_customer_1' };
    unknown.data = { object: { ...(unknown.data.object as object), customer: 'cus_not_ours' } };
    const other: FakeEvent = {
      ...unknown,
      id: 'evt_product_1',
      type: 'product.created',
      data: { object: { id: 'prod_1', object: 'product' } },
    };
    for (const [event, outcome] of [
      [unknown, 'unknown-customer'],
      [other, 'ignored'],
    ] as const) {
      const payload = JSON.stringify(event);
      const response = await post(payload, signPayload(payload, FAKE_STRIPE_WEBHOOK_SECRET));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome });
    }
  });
});
