/**
 * The Stripe objects the fake keeps, in Stripe's JSON shape (API 2026-10-28, the SDK's version),
 * limited to the fields a subscription app reads. Periods live on subscription items, as in
 * Stripe's current API.
 */
export interface FakePrice {
  id: string;
  object: 'price';
  active: true;
  currency: 'gbp';
  unit_amount: number;
  recurring: { interval: 'month'; interval_count: 1 };
  product: string;
  nickname: string;
  type: 'recurring';
  livemode: false;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: FakePrice;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  created: number;
  metadata: Record<string, string>;
}

export type FakeSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: FakeSubscriptionStatus;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; url: string };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  collection_method: 'charge_automatically';
  currency: 'gbp';
  metadata: Record<string, string>;
  schedule: string | null;
  latest_invoice: string | null;
  livemode: false;
}

export interface FakePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number }[];
  proration_behavior: string;
}

export interface FakeSchedule {
  id: string;
  object: 'subscription_schedule';
  customer: string;
  subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  end_behavior: string;
  phases: FakePhase[];
  current_phase: { start_date: number; end_date: number } | null;
  created: number;
  released_at: number | null;
  released_subscription: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  currency: 'gbp';
  amount_total: number;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  attempt_count: number;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: 'gbp';
  created: number;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  livemode: false;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** Line items of a session, kept aside (Stripe returns them only through a separate call). */
export interface CheckoutLine {
  price: string;
  quantity: number;
}
