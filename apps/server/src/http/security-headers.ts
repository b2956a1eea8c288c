import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features the app may use, for itself only: the site details record GPS and the test
 * timer keeps the screen awake. Everything else is off, camera included (the logo and signature
 * are chosen with file inputs, which need no camera permission). Only names Chromium recognises:
 * an unknown one is a console warning on every page (docs/decisions/0109).
 */
const PERMISSIONS_POLICY = {
  geolocation: 'self',
  'screen-wake-lock': 'self',
  accelerometer: 'none',
  autoplay: 'none',
  'browsing-topics': 'none',
  camera: 'none',
  'clipboard-read': 'none',
  'clipboard-write': 'none',
  'display-capture': 'none',
  'encrypted-media': 'none',
  fullscreen: 'none',
  gamepad: 'none',
  gyroscope: 'none',
  hid: 'none',
  'idle-detection': 'none',
  'local-fonts': 'none',
  magnetometer: 'none',
  microphone: 'none',
  midi: 'none',
  'otp-credentials': 'none',
  payment: 'none',
  'picture-in-picture': 'none',
  'publickey-credentials-create': 'none',
  'publickey-credentials-get': 'none',
  serial: 'none',
  usb: 'none',
  'window-management': 'none',
  'xr-spatial-tracking': 'none',
} as const satisfies Record<string, 'self' | 'none'>;

export const PERMISSIONS_POLICY_HEADER = Object.entries(PERMISSIONS_POLICY)
  .map(([feature, allow]) => `${feature}=${allow === 'self' ? '(self)' : '()'}`)
  .join(', ');

/**
 * Headers every reply carries, whatever it is: they are about the bytes sent and the host, not
 * about a document.
 */
const EVERY_REPLY_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * What a JSON reply carries besides (docs/decisions/0883): it is never a page of ours, and opened
 * in a tab it may load nothing, run nothing and be framed by nobody.
 */
export const JSON_REPLY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
];

/**
 * What a JSON refusal written outside Fastify's hooks carries — the router's own (a URL that is
 * not UTF-8) and Node's (a request that is not HTTP): the JSON set with the headers about the bytes
 * (decision 0889). Strict-Transport-Security is left to the replies that go through the hooks.
 */
export const JSON_REFUSAL_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
  ...JSON_REPLY_HEADERS,
];

/**
 * Headers only a page needs (helmet's set and our Permissions-Policy, decision 0109), left off a
 * JSON reply (0883) and off a hashed script, style sheet or icon (0835).
 */
export const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const kFileOnly = Symbol('fileOnly');

declare module 'fastify' {
  interface FastifyReply {
    [kFileOnly]: boolean;
  }
}

/** This reply is a file that is never a document (a hashed script, style sheet or icon, 0835). */
export function leavePageHeadersOff(reply: FastifyReply): void {
  reply[kFileOnly] = true;
}

/**
 * Strict Content-Security-Policy, Permissions-Policy and the usual headers (docs/decisions/0109),
 * on every reply that may be a page: helmet's set, worked out once at start (@fastify/helmet built
 * its middleware and parsed the CSP directives again on every request, 0842). A JSON reply — most
 * of the API's — carries the few that protect it instead (0883): about 1.2 KB less per API reply
 * on a phone's poor signal, and four headers set instead of thirteen. Kept in Fastify's own headers
 * until the reply is written, so Node's response is built on its fast path; a route's own
 * `reply.header` (the uploaded images' CSP) still wins.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    isHttps: boolean;
    /** Other origins the browser may call: the S3 bucket logos are PUT to (decision 0701). */
    connectSources?: readonly string[];
  },
): Promise<void> {
  const helmetHeaders = computeHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only over https: on plain http it would break every sub-resource.
        ...(options.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.isHttps ? { maxAge: 15_552_000 } : false,
  });
  const everyReply = helmetHeaders.filter(([name]) => EVERY_REPLY_HEADERS.has(name));
  const pageOnly: Array<[string, string]> = [
    ...helmetHeaders.filter(([name]) => !EVERY_REPLY_HEADERS.has(name)),
    ['permissions-policy', PERMISSIONS_POLICY_HEADER],
  ];
  app.decorateReply(kFileOnly, false);
  // Callback hooks: no promise per request (decision 0843).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of everyReply) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply[kFileOnly]) {
      const type = reply.getHeader('content-type');
      const headers =
        typeof type === 'string' && type.startsWith('application/json')
          ? JSON_REPLY_HEADERS
          : pageOnly;
      // A route's own value stays (an uploaded image's CSP, decision 0702).
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}

/**
 * The headers helmet's middleware sets with `options`, names in lower case: helmet run once on a
 * Node response that is never sent.
 */
function computeHelmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}
