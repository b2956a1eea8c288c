import { randomBytes } from 'node:crypto';
import { invalid, missing, FakeStripeError } from './errors';
import type {
  CheckoutLine,
  FakeCheckoutSession,
  FakeCustomer,
  FakeEvent,
  FakeInvoice,
  FakePhase,
  FakePrice,
  FakeSchedule,
  FakeSubscription,
  FakeSubscriptionStatus,
} from './objects';

export const FAKE_API_VERSION = '2026-10-28.endive';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** One calendar month later, as Stripe bills monthly. */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface PriceDefinition {
  id: string;
  unitAmountPence: number;
  nickname: string;
}

/**
 * The fake's state and Stripe's rules for the calls PipeProof makes. Every change emits the event
 * Stripe would send (customer.subscription.*, checkout.session.completed, invoice.*), handed to
 * `onEvent` in order.
 */
export class FakeStripeStore {
  readonly prices = new Map<string, FakePrice>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly sessionLines = new Map<
    string,
    { lines: CheckoutLine[]; subscriptionMetadata: Record<string, string> }
  >();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly schedules = new Map<string, FakeSchedule>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly events: FakeEvent[] = [];
  /** Customers whose card is declined from now on (renewals fail, upgrades are refused). */
  readonly declinedCustomers = new Set<string>();

  constructor(
    prices: readonly PriceDefinition[],
    private readonly onEvent: (event: FakeEvent) => void,
    private readonly checkoutBaseUrl: () => string,
  ) {
    for (const price of prices) {
      this.prices.set(price.id, {
        id: price.id,
        object: 'price',
        active: true,
        currency: 'gbp',
        unit_amount: price.unitAmountPence,
        recurring: { interval: 'month', interval_count: 1 },
        product: `prod_${price.nickname.toLowerCase()}`,
        nickname: price.nickname,
        type: 'recurring',
        livemode: false,
      });
    }
  }

  now(): number {
    return Math.floor(Date.now() / 1000);
  }

  // --- customers -------------------------------------------------------------------------------

  createCustomer(params: { email?: string; name?: string; metadata?: Record<string, string> }) {
    const customer: FakeCustomer = {
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string, param = 'id'): FakeCustomer {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  price(id: string, param: string): FakePrice {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  // --- checkout --------------------------------------------------------------------------------

  createCheckoutSession(params: {
    mode?: string;
    customer?: string;
    clientReferenceId?: string;
    lines: CheckoutLine[];
    metadata: Record<string, string>;
    subscriptionMetadata: Record<string, string>;
    successUrl?: string;
    cancelUrl?: string;
  }): FakeCheckoutSession {
    if (params.mode !== 'subscription') {
      throw invalid('This fake supports Checkout in subscription mode only.', 'mode');
    }
    if (!params.successUrl) throw invalid('Missing required param: success_url.', 'success_url');
    if (params.customer !== undefined) this.customer(params.customer, 'customer');
    if (params.lines.length === 0)
      throw invalid('Missing required param: line_items.', 'line_items');
    let amount = 0;
    for (const [index, line] of params.lines.entries()) {
      amount += this.price(line.price, `line_items[${index}][price]`).unit_amount * line.quantity;
    }
    const id = newId('cs_test');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      client_reference_id: params.clientReferenceId ?? null,
      metadata: params.metadata,
      subscription: null,
      success_url: params.successUrl,
      cancel_url: params.cancelUrl ?? null,
      url: `${this.checkoutBaseUrl()}/checkout/${id}`,
      currency: 'gbp',
      amount_total: amount,
      created: this.now(),
      expires_at: this.now() + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(id, session);
    this.sessionLines.set(id, {
      lines: params.lines,
      subscriptionMetadata: params.subscriptionMetadata,
    });
    return session;
  }

  session(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    return session;
  }

  /** The customer pays on the hosted page: a subscription starts, paid for one month. */
  completeCheckout(sessionId: string): FakeCheckoutSession {
    const session = this.session(sessionId);
    if (session.status !== 'open')
      throw invalid(`Checkout session ${sessionId} is ${session.status}.`);
    const customerId = session.customer ?? this.createCustomer({}).id;
    if (this.declinedCustomers.has(customerId)) {
      throw new FakeStripeError(402, 'card_error', 'Your card was declined.', {
        code: 'card_declined',
        decline_code: 'generic_decline',
      });
    }
    const { lines, subscriptionMetadata } = this.sessionLines.get(sessionId) ?? {
      lines: [],
      subscriptionMetadata: {},
    };
    const line = lines[0];
    if (!line) throw invalid('The session has no line items.');
    const subscription = this.createSubscription(customerId, line, subscriptionMetadata);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer = customerId;
    session.subscription = subscription.id;
    this.emit('checkout.session.completed', session);
    return session;
  }

  // --- subscriptions ---------------------------------------------------------------------------

  private createSubscription(
    customerId: string,
    line: CheckoutLine,
    metadata: Record<string, string>,
  ) {
    const now = this.now();
    const id = newId('sub');
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: this.price(line.price, 'price'),
            quantity: line.quantity,
            subscription: id,
            current_period_start: now,
            current_period_end: addMonth(now),
            created: now,
            metadata: {},
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      collection_method: 'charge_automatically',
      currency: 'gbp',
      metadata,
      schedule: null,
      latest_invoice: null,
      livemode: false,
    };
    this.subscriptions.set(id, subscription);
    this.emit('customer.subscription.created', subscription);
    this.invoice(subscription, 'subscription_create', true);
    return subscription;
  }

  subscription(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  listSubscriptions(params: {
    customer?: string;
    status?: string;
    limit?: number;
  }): FakeSubscription[] {
    const all = [...this.subscriptions.values()].filter(
      (s) => params.customer === undefined || s.customer === params.customer,
    );
    const filtered =
      params.status === 'all'
        ? all
        : params.status === undefined
          ? all.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired')
          : all.filter((s) => s.status === params.status);
    return filtered.sort((a, b) => b.created - a.created).slice(0, params.limit ?? 10);
  }

  updateSubscription(
    id: string,
    params: {
      items?: { id?: string; price?: string; quantity?: number }[];
      cancelAtPeriodEnd?: boolean;
      prorationBehavior?: string;
      paymentBehavior?: string;
      metadata?: Record<string, string>;
    },
  ): FakeSubscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const changesBilling = params.items !== undefined || params.cancelAtPeriodEnd !== undefined;
    if (changesBilling && subscription.schedule !== null) {
      throw invalid(
        `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      );
    }
    const previous: Record<string, unknown> = {};
    const item = subscription.items.data[0];
    const change = params.items?.[0];
    if (change && item) {
      if (change.id !== undefined && change.id !== item.id)
        throw missing('subscription_item', change.id, 'items[0][id]');
      const price = change.price ? this.price(change.price, 'items[0][price]') : item.price;
      if (price.id !== item.price.id) {
        const isIncrease = price.unit_amount > item.price.unit_amount;
        const chargesNow = params.prorationBehavior === 'always_invoice' && isIncrease;
        if (chargesNow && this.declinedCustomers.has(subscription.customer)) {
          if (params.paymentBehavior === 'error_if_incomplete') {
            throw new FakeStripeError(402, 'card_error', 'Your card was declined.', {
              code: 'card_declined',
              decline_code: 'generic_decline',
            });
          }
        }
        previous.items = structuredClone(subscription.items);
        item.price = price;
        if (chargesNow) this.invoice(subscription, 'subscription_update', true);
      }
      if (change.quantity !== undefined) item.quantity = change.quantity;
    }
    if (
      params.cancelAtPeriodEnd !== undefined &&
      params.cancelAtPeriodEnd !== subscription.cancel_at_period_end
    ) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at_period_end = params.cancelAtPeriodEnd;
      subscription.cancel_at = params.cancelAtPeriodEnd ? (item?.current_period_end ?? null) : null;
      subscription.canceled_at = params.cancelAtPeriodEnd ? this.now() : null;
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata };
    if (Object.keys(previous).length > 0)
      this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  /** Cancels at once (DELETE /v1/subscriptions/:id). */
  cancelSubscription(id: string): FakeSubscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled')
      throw invalid(`The subscription ${id} is already canceled.`);
    this.endSubscription(subscription);
    return subscription;
  }

  private endSubscription(subscription: FakeSubscription): void {
    subscription.status = 'canceled';
    subscription.ended_at = this.now();
    subscription.canceled_at ??= this.now();
    if (subscription.schedule) {
      const schedule = this.schedules.get(subscription.schedule);
      if (schedule) schedule.status = 'canceled';
      subscription.schedule = null;
    }
    this.emit('customer.subscription.deleted', subscription);
  }

  /** Test control: the subscription's status becomes `status` (as Stripe's dunning would do). */
  setStatus(id: string, status: FakeSubscriptionStatus): FakeSubscription {
    const subscription = this.subscription(id);
    if (status === 'canceled') {
      this.endSubscription(subscription);
      return subscription;
    }
    const previous = { status: subscription.status };
    subscription.status = status;
    this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  /**
   * Test control: the paid period ends now. A cancelled subscription ends; a schedule moves to its
   * next phase (a booked downgrade) or releases the subscription; the rest renews for a month,
   * paid, or past_due when the customer's card is declined.
   */
  endPeriod(id: string): FakeSubscription {
    const subscription = this.subscription(id);
    const item = subscription.items.data[0];
    if (
      !item ||
      subscription.status === 'canceled' ||
      subscription.status === 'incomplete_expired'
    ) {
      throw invalid(`Subscription ${id} has no period to end.`);
    }
    const periodEnd = item.current_period_end;
    if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
      this.endSubscription(subscription);
      subscription.ended_at = periodEnd;
      return subscription;
    }
    const previous: Record<string, unknown> = {
      items: structuredClone(subscription.items),
      status: subscription.status,
    };
    this.advanceSchedule(subscription, periodEnd);
    item.current_period_start = periodEnd;
    item.current_period_end = addMonth(periodEnd);
    const declined = this.declinedCustomers.has(subscription.customer);
    subscription.status = declined ? 'past_due' : 'active';
    this.emit('customer.subscription.updated', subscription, previous);
    this.invoice(subscription, 'subscription_cycle', !declined);
    return subscription;
  }

  private advanceSchedule(subscription: FakeSubscription, periodEnd: number): void {
    if (!subscription.schedule) return;
    const schedule = this.schedule(subscription.schedule);
    const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
    const item = subscription.items.data[0];
    if (next && item) {
      const nextItem = next.items[0];
      if (nextItem) {
        item.price = this.price(nextItem.price, 'price');
        item.quantity = nextItem.quantity;
      }
      schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
      return;
    }
    // No phase left: the schedule ends as its end_behavior says ('release': the subscription
    // carries on by itself).
    schedule.status = 'released';
    schedule.released_at = this.now();
    schedule.released_subscription = subscription.id;
    schedule.current_phase = null;
    subscription.schedule = null;
  }

  private invoice(
    subscription: FakeSubscription,
    reason: FakeInvoice['billing_reason'],
    paid: boolean,
  ) {
    const amount = subscription.items.data[0]?.price.unit_amount ?? 0;
    const invoice: FakeInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      attempt_count: 1,
      billing_reason: reason,
      currency: 'gbp',
      created: this.now(),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }

  // --- subscription schedules ------------------------------------------------------------------

  schedule(id: string): FakeSchedule {
    const schedule = this.schedules.get(id);
    if (!schedule) throw missing('subscription_schedule', id);
    return schedule;
  }

  createScheduleFromSubscription(subscriptionId: string | undefined): FakeSchedule {
    if (!subscriptionId)
      throw invalid('This fake supports schedules from_subscription only.', 'from_subscription');
    const subscription = this.subscription(subscriptionId);
    if (subscription.schedule) {
      throw invalid(
        `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
        'from_subscription',
      );
    }
    const item = subscription.items.data[0];
    if (!item) throw invalid('The subscription has no items.');
    const phase: FakePhase = {
      start_date: item.current_period_start,
      end_date: item.current_period_end,
      items: [{ price: item.price.id, quantity: item.quantity }],
      proration_behavior: 'create_prorations',
    };
    const schedule: FakeSchedule = {
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'active',
      end_behavior: 'release',
      phases: [phase],
      current_phase: { start_date: phase.start_date, end_date: phase.end_date },
      created: this.now(),
      released_at: null,
      released_subscription: null,
      metadata: {},
      livemode: false,
    };
    this.schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    return schedule;
  }

  updateSchedule(
    id: string,
    params: {
      endBehavior?: string;
      phases?: {
        startDate?: number;
        endDate?: number;
        durationMonths?: number;
        items: { price: string; quantity: number }[];
        prorationBehavior?: string;
      }[];
    },
  ): FakeSchedule {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw invalid(
        `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
      );
    }
    if (params.phases) {
      const current = schedule.phases[0];
      const phases: FakePhase[] = [];
      let start = params.phases[0]?.startDate ?? current?.start_date ?? this.now();
      if (current && start !== current.start_date) {
        throw invalid(
          'You can not modify the start date of the current phase.',
          'phases[0][start_date]',
        );
      }
      for (const [index, phase] of params.phases.entries()) {
        if (phase.items.length === 0)
          throw invalid('Each phase needs items.', `phases[${index}][items]`);
        phase.items.forEach((item, i) =>
          this.price(item.price, `phases[${index}][items][${i}][price]`),
        );
        const end = phase.endDate ?? (phase.durationMonths ? addMonth(start) : undefined);
        if (end === undefined)
          throw invalid('Each phase needs an end_date or a duration.', `phases[${index}]`);
        if (end <= start)
          throw invalid('A phase must end after it starts.', `phases[${index}][end_date]`);
        phases.push({
          start_date: start,
          end_date: end,
          items: phase.items,
          proration_behavior: phase.prorationBehavior ?? 'create_prorations',
        });
        start = end;
      }
      schedule.phases = phases;
      const first = phases[0];
      schedule.current_phase = first
        ? { start_date: first.start_date, end_date: first.end_date }
        : null;
    }
    if (params.endBehavior) schedule.end_behavior = params.endBehavior;
    return schedule;
  }

  releaseSchedule(id: string): FakeSchedule {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw invalid(
        `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`,
      );
    }
    schedule.status = 'released';
    schedule.released_at = this.now();
    schedule.released_subscription = schedule.subscription;
    schedule.current_phase = null;
    const subscription = schedule.subscription
      ? this.subscriptions.get(schedule.subscription)
      : undefined;
    if (subscription) subscription.schedule = null;
    return schedule;
  }

  // --- events ----------------------------------------------------------------------------------

  private emit(type: string, object: object, previous?: Record<string, unknown>): void {
    const event: FakeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: FAKE_API_VERSION,
      created: this.now(),
      type,
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    this.onEvent(event);
  }
}
