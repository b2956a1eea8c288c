import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const COMPLETE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_BASIC: 'price_basic',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_PROFESSIONAL: 'price_professional',
};

function problemsOf(record: Record<string, string>): readonly string[] {
  try {
    parseEnv(record, { cwd: '/srv/app' });
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv: STRIPE_*', () => {
  it('without a key, payments are off and nothing else is needed', () => {
    const env = parseEnv({});
    expect(env.stripe).toEqual({
      secretKey: null,
      webhookSecret: null,
      apiBase: null,
      api: null,
      prices: { basic: null, premium: null, professional: null },
    });
  });

  it('takes the key, webhook secret and one price per paid plan together', () => {
    const env = parseEnv(COMPLETE);
    expect(env.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: null,
      api: null,
      prices: {
        basic: 'price_basic',
        premium: 'price_premium',
        professional: 'price_professional',
      },
    });
  });

  it('splits STRIPE_API_BASE into host, port and protocol for the SDK', () => {
    expect(parseEnv({ ...COMPLETE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe.api).toEqual(
      { host: '127.0.0.1', port: 12111, protocol: 'http' },
    );
    expect(
      parseEnv({ ...COMPLETE, STRIPE_API_BASE: 'https://stripe.internal' }).stripe.api,
    ).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM, STRIPE_PRICE_PROFESSIONAL must be set too: set all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM, STRIPE_PRICE_PROFESSIONAL, or none',
    ],
    [
      { ...COMPLETE, STRIPE_SECRET_KEY: '' },
      'STRIPE_SECRET_KEY must be set too: set all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM, STRIPE_PRICE_PROFESSIONAL, or none',
    ],
    [
      { STRIPE_API_BASE: 'http://127.0.0.1:12111' },
      'STRIPE_API_BASE is set but STRIPE_SECRET_KEY is not: set the STRIPE_* variables too',
    ],
    [
      { ...COMPLETE, STRIPE_PRICE_PREMIUM: 'price_basic' },
      'STRIPE_PRICE_BASIC, STRIPE_PRICE_PREMIUM and STRIPE_PRICE_PROFESSIONAL must differ: each plan has its own price',
    ],
    [
      { ...COMPLETE, STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' },
      "STRIPE_API_BASE must be an origin such as https://pipeproof.example, without a path (got 'http://127.0.0.1:12111/v1')",
    ],
    [
      { ...COMPLETE, STRIPE_WEBHOOK_SECRET: 'secret' },
      "STRIPE_WEBHOOK_SECRET must be 'whsec_…' (got a 6-character value)",
    ],
  ])('refuses %o with one clear line', (record, message) => {
    expect(problemsOf(record)).toEqual([message]);
  });
});
