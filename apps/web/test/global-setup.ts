import type { TestProject } from 'vitest/node';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeStripeEnv, startFakeStripe } from '../../server/test/support/fake-stripe';
import { startSmtpInbox } from '../../server/test/support/smtp-inbox';
import { buildServer } from '../../server/test/support/start-compiled-server';
import type { TestAccount, TestAccountKey, TestServer, TestServerName } from './api-context';
import './fake-stripe-context';
import { createUserWithAdmin, runAdmin, startRealServer, type RealServer } from './real-server';

// Tests exercise the sign-in form, not the rate limit (the server's own tests cover that).
const COMMON_ENV = { AUTH_RATE_LIMIT_MAX: '1000' };

/**
 * Whole-route tests talk to the REAL server (apps/server) — no hand-written responses. Two are
 * started once per run on free ports with fresh data folders; their accounts are made with the
 * admin CLI and signed in once here, so tests start signed in without repeating sign-ins.
 */
export default async function setup(project: TestProject) {
  // The servers and the admin CLI run compiled, as in production: built from the sources now.
  await buildServer();
  const started: RealServer[] = [];
  // The 'payments' server's Stripe SDK talks to the local fake (the only stand-in architecture.md §2
  // allows). It sends no webhooks here: returning from Checkout must work by the refresh alone.
  const fakeStripe = await startFakeStripe();
  const PAYMENTS_ENV = { ...COMMON_ENV, ...fakeStripeEnv(fakeStripe) };
  // The standard server sends its mail to a real SMTP server, which keeps each message as a file
  // the tests read (test/read-mailed-link.ts): customers' mail needs SMTP (decision 0812).
  const mailDir = mkdtempSync(join(tmpdir(), 'pipeproof-web-test-mail-'));
  const smtp = await startSmtpInbox({ saveTo: mailDir });
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await fakeStripe.close();
    await smtp.stop();
  };
  try {
    const [standard, payments] = await Promise.all([
      startRealServer({ ...COMMON_ENV, SMTP_URL: smtp.url }).then(
        (server) => (started.push(server), server),
      ),
      startRealServer(PAYMENTS_ENV).then((server) => (started.push(server), server)),
    ]);
    const [standardServer, paymentsServer] = await Promise.all([
      withAccounts(standard, mailDir, ['free', 'basic', 'premium', 'professional', 'nameless']),
      withAccounts(payments, join(payments.dataDir, 'mail'), ['premium']),
    ]);
    const servers: Record<TestServerName, TestServer> = {
      standard: standardServer,
      payments: paymentsServer,
    };
    project.provide('servers', servers);
    project.provide('fakeStripeUrl', fakeStripe.url);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

async function withAccounts(
  server: RealServer,
  mailDir: string,
  keys: TestAccountKey[],
): Promise<TestServer> {
  const created = await Promise.all(keys.map((key) => createAccount(server, key)));
  const accounts = Object.fromEntries(keys.map((key, index) => [key, created[index]]));
  return { baseUrl: server.baseUrl, dataDir: server.dataDir, mailDir, accounts };
}

async function createAccount(server: RealServer, key: TestAccountKey): Promise<TestAccount> {
  const email = `${key}-${Date.now()}@example.test`;
  const password = `pipeproof-${key}-password`;
  const name = key === 'nameless' ? '' : `${key[0]?.toUpperCase()}${key.slice(1)} Engineer`;
  await createUserWithAdmin(server, { email, password, name });
  if (key !== 'free' && key !== 'nameless') await runAdmin(server, 'set-tier', email, key);
  return { email, password, name, cookie: await signIn(server.baseUrl, email, password) };
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(
      `Test sign-in for ${email} failed: ${response.status} ${await response.text()}`,
    );
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
