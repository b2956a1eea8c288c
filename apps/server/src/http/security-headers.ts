import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
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
 * Strict Content-Security-Policy, Permissions-Policy and the usual headers (docs/decisions/0109),
 * on every reply. The headers are helmet's, worked out once at start: @fastify/helmet built its
 * middleware and parsed the CSP directives again on every request, a few per cent of the API's
 * time under load (docs/decisions/0842). Written to the Node response as helmet wrote them, so a
 * route's own `reply.header` (the uploaded images' CSP) still overrides them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    isHttps: boolean;
    /** Other origins the browser may call: the S3 bucket logos are PUT to (decision 0701). */
    connectSources?: readonly string[];
  },
): Promise<void> {
  const headers: Array<[string, string]> = [
    ...computeHelmetHeaders({
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
    }),
    ['permissions-policy', PERMISSIONS_POLICY_HEADER],
  ];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
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
