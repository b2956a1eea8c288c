import fs from 'node:fs';
import path from 'node:path';
import { ApiErrorBodySchema } from '@pipeproof/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../src/http/route-table';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { signUp, type Browser } from './support/browser';
import { fakeStripeEnv, startFakeStripe, type FakeStripe } from './support/fake-stripe';
import { hostileRequests, type HostileRequest } from './support/hostile-requests';
import { sendRawHttp, type RawResponse } from './support/raw-http';
import { TEST_ORIGIN } from './support/start-test-app';
import { makeTempDir } from './support/test-database';
import { useTestApp } from './support/use-test-app';

/**
 * Every route of the route table (src/http/route-table.ts) against generated hostile requests
 * (docs/decisions/0109): nesting, size, broken percent-encoding and raw bytes in the path and
 * query, wrong content types, multipart, signed in and out. The property: never a 5xx, and every
 * refusal is an ApiErrorBody. Deterministic (one seed) and a few hundred requests in all.
 */
const SEED = 13_0109;
/** Per kind of body: a route with a body gets 5 × 2 requests, one without 2 × 2. */
const RUNS_PER_KIND = 2;

let fake: FakeStripe;
let distDir: string;
beforeAll(async () => {
  fake = await startFakeStripe();
  distDir = makeTempDir('pp-dist-');
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PipeProof</title>');
});
afterAll(async () => {
  await fake?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});
const server = useTestApp(() => ({
  webDistDir: distDir,
  env: { ...fakeStripeEnv(fake), UPLOAD_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' },
}));

/** A Professional engineer, signed in again whenever a generated request signed them out. */
let engineer: { browser: Browser; email: string; password: string } | undefined;
async function signedInCookie(): Promise<string> {
  if (engineer && (await engineer.browser.get('/api/auth/user')).status === 200) {
    return engineer.browser.cookieHeader();
  }
  const browser = server.browser();
  if (engineer) {
    const { email, password } = engineer;
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password });
    if (signIn.status === 200)
      return (engineer = { browser, email, password }).browser.cookieHeader();
  }
  const credentials = await signUp(browser);
  await setUserTier(server.database.db, credentials.email, 'professional');
  engineer = { browser, ...credentials };
  return browser.cookieHeader();
}

async function send(route: RouteTableEntry, request: HostileRequest): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (request.contentType !== null) headers['content-type'] = request.contentType;
  if (request.origin === 'ours') headers.origin = TEST_ORIGIN;
  if (request.origin === 'evil') headers.origin = 'https://evil.example';
  if (request.signedIn) headers.cookie = await signedInCookie();
  return sendRawHttp(server.url, {
    method: route.method,
    target: request.target,
    headers,
    ...(request.body === null ? {} : { body: request.body }),
  });
}

/** Why the answer breaks the property, or null when it keeps it. */
function violation(route: RouteTableEntry, response: RawResponse): string | null {
  if (response.status === 0) return 'no answer';
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400 || route.method === 'HEAD') return null;
  try {
    ApiErrorBodySchema.parse(JSON.parse(response.body.toString('utf8')));
    return null;
  } catch {
    return `status ${response.status} without an ApiErrorBody`;
  }
}

function describeRequest(request: HostileRequest): string {
  const target = request.target.toString('latin1');
  const shortTarget = target.length > 80 ? `${target.slice(0, 80)}…(${target.length})` : target;
  return `${shortTarget} [${request.kind}; ${request.signedIn ? 'signed in' : 'signed out'}; origin ${request.origin}]`;
}

describe('every route in the route table, hostile input', () => {
  it('never answers 5xx, and every refusal is an ApiErrorBody', async () => {
    const routes = server.app.routeTable;
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const samples = hostileRequests(route).flatMap((arbitrary, kind) =>
        fc.sample(arbitrary, { seed: SEED + 100 * index + kind, numRuns: RUNS_PER_KIND }),
      );
      for (const request of samples) {
        const response = await send(route, request);
        sent += 1;
        const problem = violation(route, response);
        if (problem !== null) {
          const body = response.body.toString('utf8').slice(0, 160);
          failures.push(
            `${route.method} ${route.url} ← ${describeRequest(request)}: ${problem} ${body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect(sent).toBeLessThan(600);
  });
});
