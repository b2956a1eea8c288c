import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { createStripeClient, type StripeClientLoader } from './create-stripe-client';
import { KeyedLock } from './keyed-lock';
import type { PlanPrices } from './plan-prices';

/** What every billing module needs: present only when this server has a Stripe key. */
export interface BillingContext {
  db: Db;
  /** The Stripe client, its package loaded on the first call (create-stripe-client.ts). */
  getStripe: StripeClientLoader;
  prices: PlanPrices;
  webhookSecret: string;
  /** Public origin of the app: Checkout returns there. */
  baseUrl: string;
  log: FastifyBaseLogger;
  /** One Stripe read-and-write at a time per customer (keyed-lock.ts). */
  customerLock: KeyedLock;
}

/** Null when payments are not configured: every billing route then answers 503. */
export function createBillingContext(
  env: Env,
  db: Db,
  log: FastifyBaseLogger,
): BillingContext | null {
  const getStripe = createStripeClient(env.stripe);
  const { webhookSecret, prices } = env.stripe;
  if (!getStripe || !webhookSecret || !prices.basic || !prices.premium || !prices.professional) {
    return null;
  }
  return {
    db,
    getStripe,
    prices: { basic: prices.basic, premium: prices.premium, professional: prices.professional },
    webhookSecret,
    baseUrl: env.baseUrl,
    log,
    customerLock: new KeyedLock(),
  };
}
