import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { signUp, type Browser } from './support/browser';
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  fakeStripeEnv,
  startFakeStripe,
  type FakeStripe,
} from './support/fake-stripe';
import { signPayload } from './support/fake-stripe/webhook-sender';
import { LOG_LEVEL, LogCapture } from './support/log-capture';
import { useTestApp, withTestApp } from './support/use-test-app';

/**
 * Nobody can flood the log (docs/decisions/0109): a megabyte of input sent to route after route
 * leaves a few short lines at info, none at error (a client's mistake is not our error), and
 * never the input itself.
 */
let fake: FakeStripe;
const logs = new LogCapture();
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});
const server = useTestApp(() => ({
  env: { ...fakeStripeEnv(fake), LOG_LEVEL: 'debug', UPLOAD_RATE_LIMIT_MAX: '1000' },
  logStream: logs,
  // A bug that carries the client's input in its message and properties (as a database error
  // carries a query's params).
  beforeListen: (app) =>
    app.post('/api/test/throws', async (request) => {
      const input = JSON.stringify(request.body);
      throw Object.assign(new Error(`Could not store ${input}`), { params: [input, input] });
    }),
}));

/** Just under the 1 MB body limit once wrapped in JSON, so every body is parsed and checked. */
const MEGABYTE = 'Z'.repeat(1_000_000);
/** As long as a URL can be (Node refuses request heads over 16 KB). */
const LONG_PATH_SEGMENT = 'Z'.repeat(12_000);

async function professional(): Promise<Browser> {
  const browser = server.browser();
  const { email } = await signUp(browser);
  await setUserTier(server.database.db, email, 'professional');
  return browser;
}

function raw(browser: Browser, method: string, path: string, type: string, body: string) {
  return fetch(new URL(path, server.url), {
    method,
    headers: { 'content-type': type, origin: browser.origin, cookie: browser.cookieHeader() },
    ...(method === 'GET' ? {} : { body }),
  });
}

describe('a megabyte of input on route after route', () => {
  it('logs a few short lines per request, none at error level, never the input', async () => {
    const browser = await professional();
    const json = (value: unknown) => JSON.stringify(value);
    const boundary = 'flood';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${MEGABYTE.slice(0, 100_000)}"\r\n` +
      `Content-Type: image/png\r\n\r\n${MEGABYTE.slice(0, 500_000)}\r\n--${boundary}--\r\n`;
    const requests: [string, string, string, string][] = [
      ['POST', '/api/feedback', 'application/json', json({ rating: 5, comment: MEGABYTE })],
      ['POST', '/api/calculate', 'application/json', json({ calculatorType: MEGABYTE })],
      ['POST', '/api/jobs', 'application/json', json({ clientId: MEGABYTE })],
      ['PUT', `/api/jobs/${randomUUID()}`, 'application/json', json({ jobName: MEGABYTE })],
      ['PUT', `/api/jobs/${LONG_PATH_SEGMENT}`, 'application/json', json({ a: MEGABYTE })],
      ['POST', '/api/company-branding', 'application/json', json({ companyName: MEGABYTE })],
      ['POST', '/api/company-branding/logo', 'application/json', json({ logoUrl: MEGABYTE })],
      ['POST', '/api/checkout-session', 'application/json', json({ tier: MEGABYTE })],
      ['POST', '/api/change-plan', 'application/json', json({ tier: MEGABYTE })],
      ['POST', '/api/certificates', 'application/json', json({ jobId: MEGABYTE })],
      ['POST', '/api/pdf/generate-commercial', 'application/json', json({ jobId: MEGABYTE })],
      ['POST', '/api/upload/signature', `multipart/form-data; boundary=${boundary}`, multipart],
      ['POST', '/api/upload/signature', 'multipart/form-data; boundary=x', MEGABYTE],
      ['POST', '/api/feedback', 'application/json', `{"comment":"${MEGABYTE}`],
      ['POST', '/api/feedback', 'application/json', MEGABYTE + MEGABYTE],
      ['POST', '/api/feedback', `application/${MEGABYTE.slice(0, 8_000)}`, 'x'],
      ['GET', `/api/verify/${LONG_PATH_SEGMENT}`, 'text/plain', ''],
      ['GET', `/api/uploads/${LONG_PATH_SEGMENT}`, 'text/plain', ''],
      [
        'GET',
        `/api/config?${LONG_PATH_SEGMENT}=${LONG_PATH_SEGMENT.slice(0, 2_000)}`,
        'text/plain',
        '',
      ],
    ];
    logs.clear();
    const statuses: string[] = [];
    for (const [method, path, type, body] of requests) {
      const response = await raw(browser, method, path, type, body);
      await response.arrayBuffer();
      statuses.push(`${method} ${path.slice(0, 40)} ${response.status}`);
    }
    const webhook = `{"id":"evt_flood","type":"${MEGABYTE}"}`;
    const signed = await fetch(new URL('/api/stripe/webhook', server.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(webhook, FAKE_STRIPE_WEBHOOK_SECRET),
      },
      body: webhook,
    });
    statuses.push(`webhook ${signed.status}`);

    expect(statuses.filter((line) => / 5\d\d$/.test(line))).toEqual([]);
    expect(logs.atOrAbove(LOG_LEVEL.error)).toEqual([]);
    const longest = Math.max(...logs.entries().map((entry) => JSON.stringify(entry).length));
    expect(longest).toBeLessThan(2_000);
    expect(logs.byteLength).toBeLessThan(1_000 * (requests.length + 1));
  });
});

describe('an unexpected error carrying client input', () => {
  it('is logged once at error level, its message, stack and properties bounded', async () => {
    const browser = server.browser();
    logs.clear();
    const response = await browser.post('/api/test/throws', { comment: MEGABYTE });
    expect(response.status).toBe(500);
    const errors = logs.atOrAbove(LOG_LEVEL.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toBe('Unhandled error');
    expect(JSON.stringify(errors[0]).length).toBeLessThan(8_000);
    expect(logs.byteLength).toBeLessThan(10_000);
  });
});

describe('a server without payments or customer mail, posted to again and again', () => {
  it('answers 503 and logs one short warning per request, none at error level (decision 0889)', async () => {
    const quiet = new LogCapture();
    await withTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: quiet }, async (plain) => {
      const browser = plain.browser();
      await signUp(browser);
      quiet.clear();
      for (let index = 0; index < 5; index += 1) {
        const webhook = await fetch(new URL('/api/stripe/webhook', plain.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(webhook.status).toBe(503);
        const checkout = await browser.post('/api/checkout-session', {
          tier: 'basic',
          attemptId: crypto.randomUUID(),
        });
        expect(checkout.status).toBe(503);
      }
      expect(quiet.atOrAbove(LOG_LEVEL.error)).toEqual([]);
      const warnings = quiet.atOrAbove(LOG_LEVEL.warn);
      expect(warnings).toHaveLength(10);
      for (const warning of warnings) {
        expect(warning).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(JSON.stringify(warning)).not.toContain('    at ');
      }
    });
  });
});
