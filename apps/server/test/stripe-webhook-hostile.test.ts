import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../src/db/schema';
import { STRIPE_WEBHOOK_PATH } from '../src/routes/subscription/stripe-webhook-plugin';
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeStripeEnv,
  startFakeStripe,
  type FakeStripe,
} from './support/fake-stripe';
import { signPayload } from './support/fake-stripe/webhook-sender';
import { LOG_LEVEL, LogCapture } from './support/log-capture';
import { useTestApp } from './support/use-test-app';

/**
 * Signed but hostile Stripe events (docs/decisions/0501, 0109): whatever a correctly signed body
 * holds, the webhook acknowledges it (2xx, so Stripe stops retrying something that can never
 * apply) and logs one warn line with the event's id and type only — never a 500.
 */
let fake: FakeStripe;
const logs = new LogCapture();
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});
const server = useTestApp(() => ({
  env: { ...fakeStripeEnv(fake), LOG_LEVEL: 'info' },
  logStream: logs,
}));

function deliverSigned(payload: string): Promise<Response> {
  return fetch(new URL(STRIPE_WEBHOOK_PATH, server.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signPayload(payload, FAKE_STRIPE_WEBHOOK_SECRET),
    },
    body: payload,
  });
}

const HUGE = 'x'.repeat(900_000);
const event = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: 'evt_hostile_1',
    object: 'event',
    type: 'customer.subscription.updated',
    ...fields,
  });

const MALFORMED: [string, string][] = [
  ['no data', event({ data: undefined })],
  ['data without object', event({ data: {} })],
  ['data.object a string', event({ data: { object: 'sub_1' } })],
  ['a numeric id', event({ id: 42, data: { object: {} } })],
  ['an object id', event({ id: { $gt: '' }, data: { object: {} } })],
  ['no id', event({ id: undefined, data: { object: {} } })],
  [
    'an id that is not an event id',
    event({ id: "cus_1'; drop table user; --", data: { object: {} } }),
  ],
  ['a 900 KB id', event({ id: `evt_${HUGE}`, data: { object: {} } })],
  ['a numeric type', event({ type: 7, data: { object: {} } })],
  ['a 900 KB type', event({ type: HUGE, data: { object: {} } })],
  ['a 900 KB customer id', event({ data: { object: { customer: `cus_${HUGE}` } } })],
  ['a customer that is a number', event({ data: { object: { customer: 12 } } })],
  ['JSON null', 'null'],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"evt_1"'],
  ['not JSON at all', 'this is not JSON {'],
];

describe('a signed event that cannot be applied', () => {
  it.each(MALFORMED)(
    '%s → 200 "malformed", one short warn line, nothing stored',
    async (_name, payload) => {
      const [before] = await server.database.db.select({ n: count() }).from(stripeEvents);
      logs.clear();
      const response = await deliverSigned(payload);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'malformed' });
      const warnings = logs.atOrAbove(LOG_LEVEL.warn);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.level).toBe(LOG_LEVEL.warn);
      expect(logs.byteLength).toBeLessThan(2_000);
      const [after] = await server.database.db.select({ n: count() }).from(stripeEvents);
      expect(after).toEqual(before);
    },
  );

  it('the warn line names the event id and type, shortened', async () => {
    logs.clear();
    await deliverSigned(event({ id: `evt_${HUGE}`, type: 'invoice.paid', data: {} }));
    const [warning] = logs.atOrAbove(LOG_LEVEL.warn);
    expect(warning).toMatchObject({ eventId: `evt_${'x'.repeat(76)}…`, eventType: 'invoice.paid' });
  });
});

describe('a well-formed event PipeProof does not apply', () => {
  it.each([
    ['a handled type that names no customer', 'customer.subscription.updated', { id: 'sub_1' }],
    ['a type PipeProof does not act on', 'charge.refunded', { id: 'ch_1', customer: 'cus_1' }],
  ])('%s → 200 "ignored", recorded, a warn line with id and type', async (_name, type, object) => {
    logs.clear();
    const id = `evt_${type.replace(/\W/g, '_')}`;
    const response = await deliverSigned(
      JSON.stringify({ id, object: 'event', type, data: { object } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(logs.atOrAbove(LOG_LEVEL.warn)).toEqual([
      expect.objectContaining({ level: LOG_LEVEL.warn, eventId: id, eventType: type }),
    ]);
  });

  it('an object nested 100,000 deep is acknowledged without being walked', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const payload = `{"id":"evt_deep","object":"event","type":"customer.subscription.updated","data":{"object":{"nested":${deep}}}}`;
    const response = await deliverSigned(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
