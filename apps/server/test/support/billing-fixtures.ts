import { randomUUID } from 'node:crypto';
import {
  BillingActionResponseSchema,
  CheckoutSessionResponseSchema,
  SubscriptionStatusSchema,
  UserSchema,
  type BillingActionResponse,
  type PaidTier,
  type SubscriptionStatus,
} from '@pipeproof/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { billingAccounts, tierChanges } from '../../src/db/schema';
import { signUp, type Browser } from './browser';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from './fake-stripe';
import { expectStatus } from './job-fixtures';
import { startTestApp, type TestApp } from './start-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The real app on a real database, its Stripe SDK pointed at the local fake, webhooks wired. */
export interface BillingHarness {
  testDb: TestDatabase;
  server: TestApp;
  fake: FakeStripe;
  webhookUrl: string;
  close(): Promise<void>;
}

export async function startBillingHarness(): Promise<BillingHarness> {
  const fake = await startFakeStripe();
  const testDb = await createTestDatabase();
  const server = await startTestApp(testDb, { env: fakeStripeEnv(fake) });
  const webhookUrl = `${server.url}/api/stripe/webhook`;
  fake.setWebhookUrl(webhookUrl);
  return {
    testDb,
    server,
    fake,
    webhookUrl,
    async close() {
      await fake.close();
      await server.close();
      await testDb.dispose();
    },
  };
}

/**
 * Registers the beforeAll that starts the billing harness and the afterAll that stops it; returns
 * a stand-in for the harness whose fields are read inside hooks and tests only.
 */
export function useBillingHarness(): Omit<BillingHarness, 'close'> {
  let harness: BillingHarness | undefined;
  beforeAll(async () => {
    harness = await startBillingHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });
  const current = (): BillingHarness => {
    if (!harness) throw new Error('useBillingHarness: the harness starts in beforeAll');
    return harness;
  };
  return {
    get testDb() {
      return current().testDb;
    },
    get server() {
      return current().server;
    },
    get fake() {
      return current().fake;
    },
    get webhookUrl() {
      return current().webhookUrl;
    },
  };
}

export interface Subscriber {
  browser: Browser;
  id: string;
  email: string;
}

export async function signUpSubscriber(server: TestApp): Promise<Subscriber> {
  const browser = server.browser();
  const { email } = await signUp(browser);
  const me = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
  return { browser, id: me.id, email };
}

/** POST /api/checkout-session; returns the Checkout session id from the hosted page's URL. */
export async function startCheckout(
  subscriber: Subscriber,
  tier: PaidTier,
  attemptId: string = randomUUID(),
): Promise<{ url: string; sessionId: string }> {
  const response = await subscriber.browser.post('/api/checkout-session', { tier, attemptId });
  const { url } = CheckoutSessionResponseSchema.parse(await expectStatus(response, 200));
  const sessionId = new URL(url).pathname.split('/').pop() ?? '';
  return { url, sessionId };
}

/** Checkout and pay on the (fake) hosted page; webhooks are delivered when wired. */
export async function subscribe(
  harness: Omit<BillingHarness, 'close'>,
  subscriber: Subscriber,
  tier: PaidTier,
): Promise<string> {
  const { sessionId } = await startCheckout(subscriber, tier);
  const subscription = await harness.fake.completeCheckout(sessionId);
  return subscription.id;
}

export async function getStatus(subscriber: Subscriber): Promise<SubscriptionStatus> {
  const response = await subscriber.browser.get('/api/subscription-status');
  return SubscriptionStatusSchema.parse(await expectStatus(response, 200));
}

export async function billingAction(
  subscriber: Subscriber,
  path: '/api/change-plan' | '/api/cancel-subscription' | '/api/refresh-subscription',
  body: unknown = {},
): Promise<BillingActionResponse> {
  const response = await subscriber.browser.post(path, body);
  return BillingActionResponseSchema.parse(await expectStatus(response, 200));
}

export async function tierLog(harness: Omit<BillingHarness, 'close'>, userId: string) {
  return harness.server.database.db
    .select({
      fromTier: tierChanges.fromTier,
      toTier: tierChanges.toTier,
      cause: tierChanges.cause,
      stripeEventId: tierChanges.stripeEventId,
    })
    .from(tierChanges)
    .where(eq(tierChanges.userId, userId))
    .orderBy(asc(tierChanges.createdAt));
}

export async function customerIdOf(
  harness: Omit<BillingHarness, 'close'>,
  userId: string,
): Promise<string> {
  const [row] = await harness.server.database.db
    .select({ customerId: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  if (!row) throw new Error(`No Stripe customer for ${userId}`);
  return row.customerId;
}

/** Events the fake made for one customer, in the order they happened. */
export function eventsOfCustomer(fake: FakeStripe, customerId: string) {
  return fake.store.events.filter((event) => {
    const object = event.data.object as { customer?: unknown };
    return object.customer === customerId;
  });
}
