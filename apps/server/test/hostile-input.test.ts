import net from 'node:net';
import { ApiErrorBodySchema, type ApiErrorBody } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { HEAD_TOO_LARGE_MESSAGE, NOT_HTTP_MESSAGE } from '../src/http/answer-client-error';
import { TOO_DEEPLY_NESTED_MESSAGE } from '../src/http/install-json-body-parser';
import { JSON_REFUSAL_HEADERS } from '../src/http/security-headers';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { STRIPE_WEBHOOK_PATH } from '../src/routes/subscription/stripe-webhook-plugin';
import { signUp, type Browser } from './support/browser';
import { sendRawHttp, type RawResponse } from './support/raw-http';
import { useTestApp, withTestApp } from './support/use-test-app';

/**
 * Hostile bodies (docs/decisions/0109): malformed multipart and deeply nested JSON are client
 * mistakes, answered 400 or 413 in the ApiErrorBody shape, never a 500.
 */
const server = useTestApp({ env: { UPLOAD_RATE_LIMIT_MAX: '1000' } });

async function professional(): Promise<Browser> {
  const browser = server.browser();
  const { email } = await signUp(browser);
  await setUserTier(server.database.db, email, 'professional');
  return browser;
}

async function errorOf(response: Response, status: number | number[]): Promise<ApiErrorBody> {
  const text = await response.text();
  expect([status].flat(), text).toContain(response.status);
  return ApiErrorBodySchema.parse(JSON.parse(text));
}

function postRaw(browser: Browser, path: string, contentType: string, body: string | Buffer) {
  return fetch(new URL(path, server.url), {
    method: 'POST',
    headers: {
      'content-type': contentType,
      origin: browser.origin,
      cookie: browser.cookieHeader(),
    },
    body,
  });
}

const CRLF = '\r\n';
const BOUNDARY = 'pp-boundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const FILE_HEADER = `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="file"; filename="s.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`;

const MALFORMED_MULTIPART: [string, string, string][] = [
  ['no boundary parameter', 'multipart/form-data', `${FILE_HEADER}abc${CRLF}--${BOUNDARY}--`],
  ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
  ['a body without the boundary', FORM, 'just some text, no parts at all'],
  ['an empty body', FORM, ''],
  ['a truncated body (no closing boundary)', FORM, `${FILE_HEADER}\u0089PNG\r\n`],
  [
    'a part header without a colon',
    FORM,
    `--${BOUNDARY}${CRLF}garbage header${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--`,
  ],
  [
    'a part without Content-Disposition',
    FORM,
    `--${BOUNDARY}${CRLF}Content-Type: image/png${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--`,
  ],
  ['an endless part header', FORM, `--${BOUNDARY}${CRLF}X-Long: ${'a'.repeat(200_000)}`],
  [
    'too many fields',
    FORM,
    Array.from(
      { length: 40 },
      (_, i) =>
        `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="f${i}"${CRLF}${CRLF}v${CRLF}`,
    ).join('') + `--${BOUNDARY}--`,
  ],
  ['two files', FORM, `${FILE_HEADER}a${CRLF}${FILE_HEADER}b${CRLF}--${BOUNDARY}--`],
  [
    'a __proto__ field',
    FORM,
    `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="__proto__"${CRLF}${CRLF}x${CRLF}${FILE_HEADER}a${CRLF}--${BOUNDARY}--`,
  ],
  [
    'multipart/mixed',
    `multipart/mixed; boundary=${BOUNDARY}`,
    `${FILE_HEADER}a${CRLF}--${BOUNDARY}--`,
  ],
];

describe('malformed multipart on POST /api/upload/signature', () => {
  it.each(MALFORMED_MULTIPART)('%s → 400 or 413 with a message', async (_name, type, body) => {
    const browser = await professional();
    const error = await errorOf(
      await postRaw(browser, '/api/upload/signature', type, body),
      [400, 413],
    );
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('a body cut off mid-upload ends the request without a 500', async () => {
    const browser = await professional();
    const { port } = new URL(server.url);
    const head =
      `POST /api/upload/signature HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${browser.origin}\r\n` +
      `Cookie: ${browser.cookieHeader()}\r\nContent-Type: ${FORM}\r\nContent-Length: 100000\r\n\r\n`;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(head + FILE_HEADER + 'x'.repeat(100));
        socket.end();
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
    const health = await fetch(new URL('/api/health', server.url));
    expect(health.status).toBe(200);
  });
});

const DEPTH = 100_000;
const DEEP_BODIES: [string, string][] = [
  ['arrays', '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
  ['objects', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
  ['unclosed arrays', '['.repeat(DEPTH)],
];

describe('deeply nested JSON on every POST route', () => {
  it.each(DEEP_BODIES)('%s → 400 "too deeply nested", signed in', async (_name, body) => {
    const browser = await professional();
    const posts = server.app.routeTable.filter(
      (route) => route.method === 'POST' && route.url !== STRIPE_WEBHOOK_PATH,
    );
    const answers = new Map<string, string>();
    for (const route of posts) {
      const path = route.url.replace(/:\w+/g, 'x').replace('*', 'update-user');
      const response = await postRaw(browser, path, 'application/json', body);
      const { message } = ApiErrorBodySchema.parse(await response.json());
      answers.set(path, `${response.status} ${message}`);
    }
    const expected = `400 ${TOO_DEEPLY_NESTED_MESSAGE}`;
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries([...answers.keys()].map((path) => [path, expected])),
    );
  });
});

describe('URLs and requests refused before any route runs', () => {
  const raw = (target: Buffer | string, headers: Record<string, string> = {}) =>
    sendRawHttp(server.url, { method: 'GET', target, headers });
  const bodyOf = (response: RawResponse) =>
    ApiErrorBodySchema.parse(JSON.parse(response.body.toString('utf8')));
  /** The JSON set, as on every other JSON reply (decisions 0883, 0889). */
  const expectJsonRefusalHeaders = (response: RawResponse) => {
    for (const [name, value] of JSON_REFUSAL_HEADERS) {
      expect(response.headers[name], name).toBe(value);
    }
  };

  it.each([
    ['a raw NUL in the path', Buffer.from('/api/jobs/a\u0000b'), 400, NOT_HTTP_MESSAGE],
    ['a raw non-ASCII byte in the path', Buffer.from([0x2f, 0xff]), 400, NOT_HTTP_MESSAGE],
    ['an invalid percent-encoding', '/api/jobs/%C0%80', 400, 'The URL is not valid'],
    ['a lone surrogate, percent-encoded', '/api/verify/%ED%A0%80', 400, 'The URL is not valid'],
    ['a path parameter of 200 characters', `/api/jobs/${'a'.repeat(200)}`, 400, 'too long'],
  ])('%s → %i ApiErrorBody', async (_name, target, status, message) => {
    const response = await raw(target);
    expect(response.status).toBe(status);
    expect(bodyOf(response).message).toContain(message);
    expect(response.body.toString()).not.toContain('a'.repeat(150));
    expectJsonRefusalHeaders(response);
  });

  it('a request head over 16 KB → 431 ApiErrorBody', async () => {
    const response = await raw('/api/health', { 'x-padding': 'p'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(bodyOf(response)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: HEAD_TOO_LARGE_MESSAGE,
    });
    expectJsonRefusalHeaders(response);
  });
});

describe('a request that takes too long to arrive (decision 0893)', () => {
  it('the server keeps Node’s 5-minute limit, which Fastify would turn off', () => {
    expect(server.app.server.requestTimeout).toBe(300_000);
  });

  it('a body sent slower than it was promised is answered 408 and its connection closed', async () => {
    const timeouts = { requestTimeoutMs: 1_000, checkEveryMs: 100 };
    await withTestApp({ requestTimeouts: timeouts }, async (slow) => {
      const { port } = new URL(slow.url);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          // 1,000 bytes promised, 5 sent, and then nothing.
          socket.write(
            'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
              'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
          );
        });
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The request took too long to arrive.');
      // Not before its time: the limit is on the whole request, not on a pause.
      expect(Date.now() - started).toBeGreaterThanOrEqual(timeouts.requestTimeoutMs - 100);
      const health = await fetch(new URL('/api/health', slow.url));
      expect(health.status).toBe(200);
    });
  });
});
