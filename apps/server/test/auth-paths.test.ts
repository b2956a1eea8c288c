import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listAuthEndpoints } from '../src/auth/auth-endpoints';
import { user } from '../src/db/schema';
import { rawRequest, type RawResponse } from './support/raw-request';
import { TEST_ORIGIN } from './support/start-test-app';
import { useTestApp, withTestApp } from './support/use-test-app';

/**
 * Only the allowed better-auth endpoints are reachable, through our rate limit and contract,
 * whatever the spelling of the path (docs/decisions/0107). Requests go out with node:http and
 * the path exactly as written (curl --path-as-is): fetch would resolve the dots first.
 */

/** Spellings of `/api/auth<path>` that a URL normaliser would turn into it. */
function spellings(path: string): string[] {
  const [first = '', ...rest] = path.slice(1).split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  return [
    `/api/auth/x/..${path}`,
    `/api/auth/.${path}`,
    `/api/auth/x/%2e%2e${path}`,
    `/api/auth/x/%2E%2E${path}`,
    `/api/auth/x/.%2e${path}`,
    `/api/auth/%2e${path}`,
    `/api/x/../auth${path}`,
    `/api/auth/${first}/.${tail}`,
    `/api/auth/${first}/x/..${tail}`,
    `/api/auth/${path}`,
    `//api/auth${path}`,
    `/api/auth/${first}/${tail}`,
    `/API/AUTH${path.toUpperCase()}`,
    `/api/auth${path.toUpperCase()}`,
    `/api/auth${path}/`,
    `/api/auth${path}/.`,
    `/api/auth/${first}${tail.replace('/', '%2F')}`,
    `/api/auth/${first}${tail.replace('/', '%2f')}`,
    `/api/auth/${first}\\${tail.slice(1)}`,
  ].filter((spelling) => spelling !== `/api/auth${path}`);
}

const SIGN_IN_GUESS = JSON.stringify({ email: 'a@b.co', password: 'guess' });

function post(serverUrl: string, path: string, body: string): Promise<RawResponse> {
  return rawRequest(serverUrl, {
    method: 'POST',
    path,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body,
  });
}

function expectNotFound(response: RawResponse, path: string): void {
  expect(response.status, `${path}: ${response.text.slice(0, 200)}`).toBe(404);
  expect(ApiErrorBodySchema.parse(JSON.parse(response.text)).code).toBe('NOT_FOUND');
}

const server = useTestApp({
  env: { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' },
});

describe('another spelling of an allowed path', () => {
  const endpoints = listAuthEndpoints(['google']).map((endpoint) => ({
    ...endpoint,
    concretePath: endpoint.path.replace(':id', 'google'),
  }));

  it.each(endpoints.map((endpoint) => [endpoint.method, endpoint.concretePath] as const))(
    '%s %s: every dot, encoded-dot, double-slash, case and trailing-slash spelling is 404',
    async (method, path) => {
      for (const spelling of spellings(path)) {
        const response = await rawRequest(server.url, {
          method,
          path: spelling,
          headers: {
            origin: TEST_ORIGIN,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expectNotFound(response, spelling);
      }
    },
  );

  it('a sign-up through any spelling stores nothing (not even a 500,000-character name)', async () => {
    const email = 'long-name@example.com';
    const body = JSON.stringify({
      email,
      password: 'purge the riser at dawn',
      name: 'n'.repeat(500_000),
    });
    for (const spelling of spellings('/sign-up/email')) {
      expectNotFound(await post(server.url, spelling, body), spelling);
    }
    const canonical = await post(server.url, '/api/auth/sign-up/email', body);
    expect(canonical.status).toBe(400);
    expect(JSON.parse(canonical.text)).toMatchObject({ field: 'name' });
    const rows = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toEqual([]);
  });

  it('a provider id that spells a path is no provider: 404, better-auth never sees it', async () => {
    for (const id of ['..%2Fsign-in%2Femail', '%2e%2e', '.', 'Google', 'nobody']) {
      const path = `/api/auth/callback/${id}`;
      expectNotFound(await rawRequest(server.url, { method: 'GET', path }), path);
      expectNotFound(await post(server.url, path, SIGN_IN_GUESS), path);
    }
  });
});

describe('password guesses', () => {
  it('200 guesses over every spelling reach better-auth at most the limit’s number of times', async () => {
    await withTestApp({ env: { AUTH_RATE_LIMIT_MAX: '5' } }, async (limited) => {
      const paths = [
        '/api/auth/sign-in/email',
        ...spellings('/sign-in/email'),
        // Spellings Fastify itself decodes to the route: they are the route, limit included.
        '/api/auth/sign-in/%65mail',
        '/api/auth/%73ign-in/email',
      ];
      const statuses = new Map<number, number>();
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const path = paths[attempt % paths.length] ?? '';
        const { status } = await post(limited.url, path, SIGN_IN_GUESS);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      // 401: a guess better-auth checked. 404: a path that is not ours. 429: over the limit.
      expect([...statuses.keys()].sort()).toEqual([401, 404, 429]);
      expect(statuses.get(401)).toBe(5);
    });
  });
});
