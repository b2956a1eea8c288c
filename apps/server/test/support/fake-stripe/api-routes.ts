import { FakeStripeError, invalid } from './errors';
import { field, list, text, type FormObject, type FormValue } from './form';
import type { FakeSubscription, FakeSubscriptionStatus } from './objects';
import type { FakeStripeStore } from './store';

export interface ApiRequest {
  method: string;
  /** Path without the query string, e.g. /v1/subscriptions/sub_123. */
  path: string;
  params: FormObject;
}

type Json = unknown;

function strings(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function integer(value: FormValue | undefined, param: string): number | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, param);
  return Number(raw);
}

function bool(value: FormValue | undefined, param: string): boolean | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw invalid(`Invalid boolean: ${raw}`, param);
  return raw === 'true';
}

function expansions(params: FormObject, prefix = ''): string[] {
  return list(params.expand)
    .map((value) => text(value) ?? '')
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length));
}

function expandSubscription(
  store: FakeStripeStore,
  subscription: FakeSubscription,
  expand: string[],
): Json {
  const out: Record<string, unknown> = structuredClone(subscription) as unknown as Record<
    string,
    unknown
  >;
  if (expand.includes('schedule') && subscription.schedule) {
    out.schedule = structuredClone(store.schedule(subscription.schedule));
  }
  if (expand.includes('latest_invoice') && subscription.latest_invoice) {
    out.latest_invoice = structuredClone(store.invoices.get(subscription.latest_invoice) ?? null);
  }
  if (expand.includes('customer'))
    out.customer = structuredClone(store.customer(subscription.customer));
  return out;
}

const STATUSES = new Set([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'all',
]);

function parseLines(params: FormObject) {
  return list(params.line_items).map((line, index) => ({
    price: text(field(line, 'price')) ?? '',
    quantity: integer(field(line, 'quantity'), `line_items[${index}][quantity]`) ?? 1,
  }));
}

function parseSubscriptionItems(params: FormObject) {
  return list(params.items).map((item, index) => {
    const quantity = integer(field(item, 'quantity'), `items[${index}][quantity]`);
    return {
      ...(text(field(item, 'id')) ? { id: text(field(item, 'id')) } : {}),
      ...(text(field(item, 'price')) ? { price: text(field(item, 'price')) } : {}),
      ...(quantity === undefined ? {} : { quantity }),
    };
  });
}

function parsePhases(params: FormObject) {
  return list(params.phases).map((phase, index) => {
    const at = (name: string) => `phases[${index}][${name}]`;
    const startDate = integer(field(phase, 'start_date'), at('start_date'));
    const endDate = integer(field(phase, 'end_date'), at('end_date'));
    const interval = text(field(phase, 'duration', 'interval'));
    if (interval !== undefined && interval !== 'month') {
      throw invalid('This fake supports monthly durations only.', at('duration'));
    }
    const count = integer(field(phase, 'duration', 'interval_count'), at('duration'));
    const proration = text(field(phase, 'proration_behavior'));
    return {
      ...(startDate === undefined ? {} : { startDate }),
      ...(endDate === undefined ? {} : { endDate }),
      ...(interval ? { durationMonths: count ?? 1 } : {}),
      items: list(field(phase, 'items')).map((item, i) => ({
        price: text(field(item, 'price')) ?? '',
        quantity: integer(field(item, 'quantity'), `${at('items')}[${i}][quantity]`) ?? 1,
      })),
      ...(proration ? { prorationBehavior: proration } : {}),
    };
  });
}

type Handler = (store: FakeStripeStore, params: FormObject, ids: string[]) => Json;

/**
 * Stripe's /v1 API for exactly the calls PipeProof makes: customers, Checkout sessions,
 * subscriptions (list, retrieve, update, cancel) and subscription schedules (create, retrieve,
 * update, release). Anything else is a 404, as Stripe answers an unknown URL.
 */
const ROUTES: [string, RegExp, Handler][] = [
  [
    'POST',
    /^\/v1\/customers$/,
    (store, params) =>
      store.createCustomer({
        ...(text(params.email) ? { email: text(params.email) } : {}),
        ...(text(params.name) ? { name: text(params.name) } : {}),
        metadata: strings(params.metadata),
      }),
  ],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (store, _params, [id = '']) => store.customer(id)],
  [
    'POST',
    /^\/v1\/checkout\/sessions$/,
    (store, params) =>
      store.createCheckoutSession({
        mode: text(params.mode),
        ...(text(params.customer) ? { customer: text(params.customer) } : {}),
        ...(text(params.client_reference_id)
          ? { clientReferenceId: text(params.client_reference_id) }
          : {}),
        lines: parseLines(params),
        metadata: strings(params.metadata),
        subscriptionMetadata: strings(field(params, 'subscription_data', 'metadata')),
        successUrl: text(params.success_url),
        cancelUrl: text(params.cancel_url),
      }),
  ],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (store, _params, [id = '']) => store.session(id)],
  [
    'GET',
    /^\/v1\/subscriptions$/,
    (store, params) => {
      const status = text(params.status);
      if (status !== undefined && !STATUSES.has(status))
        throw invalid(`Invalid status: ${status}`, 'status');
      const limit = integer(params.limit, 'limit');
      const expand = expansions(params, 'data.');
      const data = store
        .listSubscriptions({
          ...(text(params.customer) ? { customer: text(params.customer) } : {}),
          ...(status ? { status } : {}),
          ...(limit ? { limit } : {}),
        })
        .map((subscription) => expandSubscription(store, subscription, expand));
      return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
    },
  ],
  [
    'GET',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (store, params, [id = '']) =>
      expandSubscription(store, store.subscription(id), expansions(params)),
  ],
  [
    'POST',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (store, params, [id = '']) => {
      const items = parseSubscriptionItems(params);
      const cancelAtPeriodEnd = bool(params.cancel_at_period_end, 'cancel_at_period_end');
      const subscription = store.updateSubscription(id, {
        ...(items.length > 0 ? { items } : {}),
        ...(cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd }),
        ...(text(params.proration_behavior)
          ? { prorationBehavior: text(params.proration_behavior) }
          : {}),
        ...(text(params.payment_behavior)
          ? { paymentBehavior: text(params.payment_behavior) }
          : {}),
        ...(params.metadata ? { metadata: strings(params.metadata) } : {}),
      });
      return expandSubscription(store, subscription, expansions(params));
    },
  ],
  [
    'DELETE',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (store, _params, [id = '']) => store.cancelSubscription(id),
  ],
  [
    'POST',
    /^\/v1\/subscription_schedules$/,
    (store, params) => store.createScheduleFromSubscription(text(params.from_subscription)),
  ],
  [
    'GET',
    /^\/v1\/subscription_schedules\/([^/]+)$/,
    (store, _params, [id = '']) => store.schedule(id),
  ],
  [
    'POST',
    /^\/v1\/subscription_schedules\/([^/]+)$/,
    (store, params, [id = '']) =>
      store.updateSchedule(id, {
        ...(text(params.end_behavior) ? { endBehavior: text(params.end_behavior) } : {}),
        ...(params.phases === undefined ? {} : { phases: parsePhases(params) }),
      }),
  ],
  [
    'POST',
    /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
    (store, _params, [id = '']) => store.releaseSchedule(id),
  ],
];

export function handleApi(store: FakeStripeStore, request: ApiRequest): Json {
  for (const [method, pattern, handler] of ROUTES) {
    const match = pattern.exec(request.path);
    if (match && method === request.method) return handler(store, request.params, match.slice(1));
  }
  throw new FakeStripeError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${request.method}: ${request.path}). This fake answers only the calls PipeProof makes.`,
  );
}

export function isSubscriptionStatus(value: string): value is FakeSubscriptionStatus {
  return STATUSES.has(value) && value !== 'all';
}
