import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkDatabase } from '../db/check-database';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { replyDatabaseUnavailable } from '../http/reply-database-unavailable';
import type { AuthEndpoint, ForwardedAuthInput } from './auth-endpoints';
import { CLIENT_IP_HEADER, type Auth } from './create-auth';
import { callNotingDatabaseOutage } from './database-outage-in-auth';
import { fillRoutePath } from './fill-route-path';
import { mapAuthError } from './map-auth-error';
import { announceSessionChange } from './session-lookup-cache';
import { stripSessionTokens } from './strip-session-tokens';

export const AUTH_BASE_PATH = '/api/auth';

/** What the mount forwards with: better-auth, the environment, and the database behind both. */
export interface AuthMount {
  auth: Auth;
  env: Env;
  db: Db;
}

/** Hop-by-hop, recomputed, or describing a body we rebuild: never forwarded to better-auth. */
const SKIPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
]);
const SKIPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'transfer-encoding',
  'connection',
  'content-encoding',
]);

/** Longest piece of a better-auth failure message that reaches the log. */
const LOGGED_MESSAGE_LENGTH = 200;

/**
 * Calls better-auth for one allowed endpoint with a web Request
 * built from the endpoint's canonical path and the input our contract parsed — never the URL or
 * body the client sent (docs/decisions/0107). Copies status, headers and every Set-Cookie back;
 * error replies become ApiErrorBody (map-auth-error.ts); no session token is left in a JSON body.
 * A database that cannot be reached is 503 with Retry-After, as on every route (0802).
 */
export async function forwardToAuth(
  { auth, env, db }: AuthMount,
  endpoint: AuthEndpoint,
  input: ForwardedAuthInput,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { result: response, databaseError } = await callNotingDatabaseOutage(() =>
    auth.handler(toWebRequest(endpoint, input, request, env)),
  );
  // Whatever better-auth did (a sign-out, a new password ending other sessions, a deletion, a
  // verified or changed address) is committed now: no lookup remembered before it is used again,
  // in this process or any other on the same database (decision 0840). Not waited for: with the
  // database down the announcement would hold the reply until it timed out.
  void announceSessionChange(db);
  // better-auth swallowed a database failure (a sign-out that left the session, a 500 without its
  // cause), or answered 500 while the database is down: 503, so the client tries again later,
  // and none of its Set-Cookie (a sign-out must not drop the cookie of a session that lives on).
  const unavailable =
    databaseError ?? (response.status >= 500 ? await databaseDownError(db) : undefined);
  if (unavailable !== undefined) {
    await response.body?.cancel();
    return replyDatabaseUnavailable(request, reply, unavailable);
  }

  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);

  if (response.status >= 400) {
    const failure = await readFailure(response);
    const error = mapAuthError({ status: response.status, path: endpoint.path, ...failure });
    if (error.statusCode >= 500) {
      request.log.error(
        { failure: { ...failure, message: failure.message?.slice(0, LOGGED_MESSAGE_LENGTH) } },
        'better-auth failed',
      );
    }
    return reply.code(error.statusCode).send(error.toBody());
  }

  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  reply.code(response.status);
  const body = Buffer.from(await response.arrayBuffer());
  return reply.send(body.length > 0 ? withoutSessionTokens(body, response) : null);
}

/** Why the database cannot be reached now, or undefined when it answers. */
async function databaseDownError(db: Db): Promise<unknown> {
  const check = await checkDatabase(db);
  return check.up ? undefined : check.error;
}

function toWebRequest(
  endpoint: AuthEndpoint,
  input: ForwardedAuthInput,
  request: FastifyRequest,
  env: Env,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // request.ip honours TRUST_PROXY; whatever the client sent under this name is replaced.
  headers.set(CLIENT_IP_HEADER, request.ip);

  let body: string | undefined;
  if (input.body && 'json' in input.body) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(input.body.json);
  } else if (input.body) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(input.body.form).toString();
  }
  const query = input.query ? new URLSearchParams(input.query).toString() : '';
  const path = `${AUTH_BASE_PATH}${fillRoutePath(endpoint.path, input.params ?? {})}`;
  // Built from BASE_URL, not the Host header: better-auth never sees a spoofed host.
  const url = new URL(`${path}${query === '' ? '' : `?${query}`}`, env.baseUrl);
  return new Request(url, { method: endpoint.method, headers, body });
}

function withoutSessionTokens(body: Buffer, response: Response): Buffer {
  if (!response.headers.get('content-type')?.includes('application/json')) return body;
  try {
    return Buffer.from(JSON.stringify(stripSessionTokens(JSON.parse(body.toString('utf8')))));
  } catch {
    return body;
  }
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
