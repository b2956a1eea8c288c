import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SERVER_NODE_FLAGS from '../apps/server/node-flags.json' with { type: 'json' };
import { fakeStripeEnv } from '../apps/server/test/support/fake-stripe';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';
import { TEST_IDP_CLIENT } from '../apps/server/test/support/start-oidc-provider';
import {
  BILLING_BASE_URL,
  BILLING_PORT,
  FAKE_STRIPE_URL,
  IDP_NAME,
  IDP_URL,
} from './support/billing-server';
import { E2E_SMTP_URL } from './support/mail-server';

// The real server, compiled as `npm start` runs it (apps/server/dist, made by `npm run build`
// with the web build it serves), on a fresh embedded database. Workers inherit E2E_DATA_DIR so the admin CLI reaches the same server.
const port = Number(process.env.E2E_PORT ?? 5055);
export const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pipeproof-e2e-'));
process.env.E2E_BILLING_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pipeproof-e2e-billing-'));
const root = resolve(import.meta.dirname, '..');
const serverCommand = `node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'phone', use: { viewport: { width: 412, height: 915 }, hasTouch: true } }],
  // The Stripe fake and the OpenID Connect provider for the billing server (tests/billing.spec.ts,
  // tests/single-sign-on.spec.ts).
  globalSetup: ['./support/fake-stripe-setup.ts', './support/oidc-provider-setup.ts'],
  webServer: [
    {
      command: serverCommand,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // The stories sign in many times a minute from one address; the server's own tests cover
        // the sign-in limit (decision 0201 does the same for the web tests).
        AUTH_RATE_LIMIT_MAX: '1000',
        // Mail goes to the SMTP server a story starts (support/mail-server.ts).
        SMTP_URL: E2E_SMTP_URL,
      },
    },
    {
      // The same app with Stripe configured against the local fake (the billing stories) and single
      // sign-on through the local OpenID Connect provider.
      command: serverCommand,
      cwd: root,
      url: `${BILLING_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(BILLING_PORT),
        HOST: '127.0.0.1',
        BASE_URL: BILLING_BASE_URL,
        DATA_DIR: process.env.E2E_BILLING_DATA_DIR,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        ...fakeStripeEnv({ url: FAKE_STRIPE_URL }),
        OIDC_ISSUER: IDP_URL,
        OIDC_CLIENT_ID: TEST_IDP_CLIENT.clientId,
        OIDC_CLIENT_SECRET: TEST_IDP_CLIENT.clientSecret,
        OIDC_PROVIDER_NAME: IDP_NAME,
      },
    },
  ],
});
