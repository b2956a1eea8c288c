import { SignUpRequestSchema } from '@pipeproof/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { rateLimitedError } from '../http/rate-limited-error';
import { parseWith } from '../http/validation-error';
import { DELETE_USER_PATH } from './confirm-account-deletion';
import { CLIENT_IP_HEADER, type Auth } from './create-auth';
import { AUTH_MESSAGES, mapAuthError } from './map-auth-error';

/** Hop-by-hop or recomputed: never forwarded between Fastify and better-auth. */
const SKIPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
]);
const SKIPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'connection',
  'content-encoding',
]);

const AUTH_BASE_PATH = '/api/auth';

/** Attempts that guess passwords or create accounts: limited per IP, one shared budget. */
const RATE_LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/sign-in/social'];

/**
 * Mounts better-auth at /api/auth/* (stack-notes.md "Fastify mount"): rebuild a web Request,
 * call auth.handler, copy status, headers and every Set-Cookie back. Error replies are rewritten
 * into ApiErrorBody (map-auth-error.ts).
 */
export function authRoutesPlugin(auth: Auth, env: Env) {
  return async function register(app: FastifyInstance): Promise<void> {
    // OIDC providers may POST their callback as a form (response_mode=form_post).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );

    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      forwardToAuth(auth, env, request, reply);
    // One limiter instance, so the three routes draw on one budget per IP.
    const limitAttempts = app.rateLimit({
      groupId: 'auth-attempts',
      max: env.authRateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: () => rateLimitedError(AUTH_MESSAGES.rateLimited),
    });
    for (const path of RATE_LIMITED_PATHS) {
      app.post(
        `${AUTH_BASE_PATH}${path}`,
        {
          onRequest: limitAttempts,
          // Our own contract first: a clear 400 naming the field, before better-auth sees it.
          ...(path === '/sign-up/email'
            ? { preHandler: async (request) => void parseWith(SignUpRequestSchema, request.body) }
            : {}),
        },
        handler,
      );
    }
    // Deleting an account checks the password too; its own budget, so it cannot guess either.
    const limitDeletions = app.rateLimit({
      groupId: 'account-deletions',
      max: env.authRateLimitMax,
      timeWindow: '1 minute',
      errorResponseBuilder: () => rateLimitedError(AUTH_MESSAGES.deletionRateLimited),
    });
    app.post(`${AUTH_BASE_PATH}${DELETE_USER_PATH}`, { onRequest: limitDeletions }, handler);
    app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, handler });
  };
}

async function forwardToAuth(
  auth: Auth,
  env: Env,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const response = await auth.handler(toWebRequest(request, env));
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);

  if (response.status >= 400) {
    const failure = await readFailure(response);
    const error = mapAuthError({ status: response.status, path: authPath(request), ...failure });
    if (error.statusCode >= 500) request.log.error({ failure }, 'better-auth failed');
    return reply.code(error.statusCode).send(error.toBody());
  }

  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  reply.code(response.status);
  const body = Buffer.from(await response.arrayBuffer());
  return reply.send(body.length > 0 ? withoutSessionToken(body, response) : null);
}

/**
 * better-auth echoes the session token in the JSON body of sign-in and sign-up. The browser
 * needs only the httpOnly cookie; a token readable by scripts would undo what httpOnly protects.
 */
function withoutSessionToken(body: Buffer, response: Response): Buffer {
  if (!response.headers.get('content-type')?.includes('application/json')) return body;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value !== 'object' || value === null || !('token' in value)) return body;
    const { token: _token, ...rest } = value as Record<string, unknown>;
    return Buffer.from(JSON.stringify(rest));
  } catch {
    return body;
  }
}

/** '/sign-up/email' for /api/auth/sign-up/email?x=1. */
function authPath(request: FastifyRequest): string {
  const pathname = request.url.split('?')[0] ?? '';
  return pathname.startsWith(AUTH_BASE_PATH) ? pathname.slice(AUTH_BASE_PATH.length) : pathname;
}

function toWebRequest(request: FastifyRequest, env: Env): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // request.ip honours TRUST_PROXY; whatever the client sent under this name is replaced.
  headers.set(CLIENT_IP_HEADER, request.ip);

  const method = request.method;
  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined;
  const body = hasBody
    ? typeof request.body === 'string'
      ? request.body
      : JSON.stringify(request.body)
    : undefined;
  // Built from BASE_URL, not the Host header: better-auth never sees a spoofed host.
  return new Request(new URL(request.url, env.baseUrl), { method, headers, body });
}

async function readFailure(response: Response): Promise<{ code?: string; message?: string }> {
  const text = await response.text();
  if (text === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const record = value as Record<string, unknown>;
    return {
      ...(typeof record.code === 'string' ? { code: record.code } : {}),
      ...(typeof record.message === 'string' ? { message: record.message } : {}),
    };
  } catch {
    return {};
  }
}
