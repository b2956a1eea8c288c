import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './fake-stripe/api-routes';
import { renderCheckoutPage } from './fake-stripe/checkout-page';
import { FakeStripeError, invalid } from './fake-stripe/errors';
import { parseStripeForm, type FormObject } from './fake-stripe/form';
import type { FakeEvent, FakeSubscription, FakeSubscriptionStatus } from './fake-stripe/objects';
import { FakeStripeStore, type PriceDefinition } from './fake-stripe/store';
import { WebhookSender } from './fake-stripe/webhook-sender';

/**
 * A local HTTP server that speaks Stripe's JSON for exactly the calls PipeProof makes, with the
 * real `stripe` SDK pointed at it (STRIPE_API_BASE): customers, Checkout sessions, subscriptions
 * (list, retrieve, update, cancel), subscription schedules. It serves a stand-in for the hosted
 * Checkout page and sends webhook events signed with the SDK's own test-header helper. Used by the
 * server's integration tests, the web app's route tests and the end-to-end tests (architecture.md §2:
 * Stripe cannot be reached from here). Control endpoints under /_fake/ let other processes (a
 * Playwright worker) move time on: end a period, decline a card, change a status.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_pipeproof_fake_stripe';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_pipeproof_fake_stripe';
export const FAKE_STRIPE_PRICES = {
  basic: 'price_pipeproof_basic_monthly',
  premium: 'price_pipeproof_premium_monthly',
  professional: 'price_pipeproof_professional_monthly',
} as const;

/** GBP monthly prices of the plans (product.md §9: £1, £2, £5). */
const DEFAULT_PRICES: PriceDefinition[] = [
  { id: FAKE_STRIPE_PRICES.basic, unitAmountPence: 100, nickname: 'Basic' },
  { id: FAKE_STRIPE_PRICES.premium, unitAmountPence: 200, nickname: 'Premium' },
  { id: FAKE_STRIPE_PRICES.professional, unitAmountPence: 500, nickname: 'Professional' },
];

export interface FakeStripeOptions {
  port?: number;
  /** Where events are POSTed; null: events are only recorded (deliver them with `deliver`). */
  webhookUrl?: string | null;
  secretKey?: string;
  webhookSecret?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE, and the origin of the checkout pages. */
  url: string;
  store: FakeStripeStore;
  /** Every /v1 request, in order. */
  requests: LoggedRequest[];
  webhooks: WebhookSender;
  setWebhookUrl(url: string | null): void;
  /** Pays a Checkout session as the hosted page does; resolves once webhooks are answered. */
  completeCheckout(sessionId: string): Promise<FakeSubscription>;
  endPeriod(subscriptionId: string): Promise<FakeSubscription>;
  setStatus(subscriptionId: string, status: FakeSubscriptionStatus): Promise<FakeSubscription>;
  declineCard(customerId: string, declined?: boolean): void;
  /** While on, every /v1 request answers 503 as Stripe does in an outage. */
  setOutage(on: boolean): void;
  /** Signs and POSTs one event (again) to the webhook URL; returns the status. */
  deliver(event: FakeEvent, options?: { secret?: string; url?: string }): Promise<number>;
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The server's STRIPE_* environment for this fake. */
export function fakeStripeEnv(fake: Pick<FakeStripe, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_BASIC: FAKE_STRIPE_PRICES.basic,
    STRIPE_PRICE_PREMIUM: FAKE_STRIPE_PRICES.premium,
    STRIPE_PRICE_PROFESSIONAL: FAKE_STRIPE_PRICES.professional,
    STRIPE_API_BASE: fake.url,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_fake_${Date.now().toString(36)}`,
  });
  response.end(JSON.stringify(body));
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhooks = new WebhookSender(options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET);
  webhooks.url = options.webhookUrl ?? null;
  let url = '';
  const store = new FakeStripeStore(
    DEFAULT_PRICES,
    (event) => webhooks.enqueue(event),
    () => url,
  );
  const requests: LoggedRequest[] = [];
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>();

  let outage = false;

  async function handleV1(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: string,
  ) {
    if (outage) {
      await readBody(request);
      throw new FakeStripeError(
        503,
        'api_error',
        'Stripe is temporarily unavailable (fake outage).',
      );
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      throw new FakeStripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const params = parseStripeForm(method === 'POST' ? body : query);
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
    requests.push({ method, path, params, idempotencyKey });
    const cacheKey = idempotencyKey && method === 'POST' ? `${path} ${idempotencyKey}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      if (cached.body !== body) {
        throw new FakeStripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      sendJson(response, cached.status, cached.json);
      return;
    }
    let status = 200;
    let json: unknown;
    try {
      json = handleApi(store, { method, path, params });
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      status = error.status;
      json = error.toJSON();
    }
    if (cacheKey) idempotent.set(cacheKey, { body, status, json });
    sendJson(response, status, json);
  }

  async function handleCheckoutPage(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ) {
    const [, , sessionId = '', action] = path.split('/');
    const session = store.session(sessionId);
    const price = store.sessionLines.get(sessionId)?.lines[0]?.price;
    if (request.method === 'POST' && action === 'pay') {
      await readBody(request);
      try {
        await completeCheckout(sessionId);
      } catch (error) {
        if (!(error instanceof FakeStripeError)) throw error;
        response.writeHead(402, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          renderCheckoutPage(session, price ? store.prices.get(price) : undefined, error.message),
        );
        return;
      }
      response.writeHead(303, { location: session.success_url });
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(renderCheckoutPage(session, price ? store.prices.get(price) : undefined));
  }

  async function handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: string,
  ) {
    const body = await readBody(request);
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const [, , kind, id = '', action] = path.split('/');
    if (request.method === 'GET' && kind === 'subscriptions') {
      const email = new URLSearchParams(query).get('email');
      const customers = [...store.customers.values()].filter(
        (c) => email === null || c.email === email,
      );
      const ids = new Set(customers.map((c) => c.id));
      sendJson(
        response,
        200,
        [...store.subscriptions.values()].filter((s) => ids.has(s.customer)),
      );
      return;
    }
    if (request.method === 'GET' && kind === 'events') {
      sendJson(response, 200, store.events);
      return;
    }
    if (request.method === 'POST' && kind === 'subscriptions' && action === 'end-period') {
      sendJson(response, 200, await fake.endPeriod(id));
      return;
    }
    if (request.method === 'POST' && kind === 'subscriptions' && action === 'status') {
      const status = String(input.status) as FakeSubscriptionStatus;
      sendJson(response, 200, await fake.setStatus(id, status));
      return;
    }
    if (request.method === 'POST' && kind === 'customers' && action === 'decline') {
      fake.declineCard(id, input.declined !== false);
      sendJson(response, 200, { declined: input.declined !== false });
      return;
    }
    throw invalid(`No fake control ${request.method} ${path}`);
  }

  async function completeCheckout(sessionId: string): Promise<FakeSubscription> {
    const session = store.completeCheckout(sessionId);
    await webhooks.flush();
    return store.subscription(session.subscription ?? '');
  }

  const server = createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://fake.stripe');
    const query = search.startsWith('?') ? search.slice(1) : search;
    const work = pathname.startsWith('/v1/')
      ? handleV1(request, response, pathname, query)
      : pathname.startsWith('/checkout/')
        ? handleCheckoutPage(request, response, pathname)
        : pathname.startsWith('/_fake/')
          ? handleControl(request, response, pathname, query)
          : Promise.reject(
              new FakeStripeError(
                404,
                'invalid_request_error',
                `Unrecognized request URL (${pathname}).`,
              ),
            );
    work.catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof FakeStripeError) sendJson(response, error.status, error.toJSON());
      else sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeStripe = {
    url,
    store,
    requests,
    webhooks,
    setWebhookUrl: (webhookUrl) => void (webhooks.url = webhookUrl),
    completeCheckout,
    async endPeriod(subscriptionId) {
      const subscription = store.endPeriod(subscriptionId);
      await webhooks.flush();
      return subscription;
    },
    async setStatus(subscriptionId, status) {
      const subscription = store.setStatus(subscriptionId, status);
      await webhooks.flush();
      return subscription;
    },
    declineCard(customerId, declined = true) {
      store.customer(customerId);
      if (declined) store.declinedCustomers.add(customerId);
      else store.declinedCustomers.delete(customerId);
    },
    setOutage: (on) => void (outage = on),
    deliver: (event, deliverOptions) => webhooks.deliver(event, deliverOptions),
    flush: () => webhooks.flush(),
    async close() {
      await webhooks.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
