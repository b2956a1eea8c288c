/**
 * The end-to-end billing setup (playwright.config.ts): a second app server with Stripe configured,
 * its SDK pointed at the local Stripe fake that globalSetup starts (support/fake-stripe-setup.ts),
 * and single sign-on through the local OpenID Connect provider (support/oidc-provider-setup.ts).
 * The first server stays as `npm start` runs on a fresh clone: no payments, email and password only.
 */
export const BILLING_PORT = Number(process.env.E2E_BILLING_PORT ?? 5056);
export const BILLING_BASE_URL = `http://127.0.0.1:${BILLING_PORT}`;
export const FAKE_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 12111);
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
/** The OpenID Connect provider the billing server signs in through ('Continue with Acme Gas SSO'). */
export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 12112);
export const IDP_URL = `http://127.0.0.1:${IDP_PORT}`;
export const IDP_NAME = 'Acme Gas SSO';
