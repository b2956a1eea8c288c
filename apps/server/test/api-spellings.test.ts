import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/browser';
import { jobBody } from './support/job-fixtures';
import { rawRequest } from './support/raw-request';
import { TEST_ORIGIN } from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * The router decodes percent-escapes before it matches a route, so `/%61pi/profile` reaches PUT
 * /api/profile. What guards an API route — the CSRF rule, `no-store` — goes by the route reached,
 * not by the URL's spelling (docs/decisions/0889). Sent with node:http, the path exactly as
 * written.
 */
const server = useTestApp();

/** Spellings of `/api<rest>` the router takes for it. */
function spellings(rest: string): string[] {
  return [`/%61pi${rest}`, `/a%70i${rest}`, `/ap%69${rest}`, `/%61%70%69${rest}`];
}

async function signedInCookie(): Promise<string> {
  const browser = server.browser();
  await signUp(browser);
  return browser.cookieHeader();
}

async function engineerName(cookie: string): Promise<string | undefined> {
  const response = await server.browser().get('/api/profile', { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { engineerName?: string }).engineerName;
}

describe('an API route reached through a percent-encoded spelling', () => {
  it('is the same route: our own origin changes the profile', async () => {
    const cookie = await signedInCookie();
    const response = await rawRequest(server.url, {
      method: 'PUT',
      path: '/%61pi/profile',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ engineerName: 'Own Origin' }),
    });
    expect(response.status).toBe(200);
    expect(await engineerName(cookie)).toBe('Own Origin');
  });

  it('refuses a foreign Origin, and a session cookie without one; nothing is changed', async () => {
    const cookie = await signedInCookie();
    for (const path of spellings('/profile')) {
      for (const origin of ['https://evil.example', null]) {
        const response = await rawRequest(server.url, {
          method: 'PUT',
          path,
          headers: {
            cookie,
            'content-type': 'application/json',
            ...(origin === null ? {} : { origin }),
          },
          body: JSON.stringify({ engineerName: 'Cross Site' }),
        });
        expect(response.status, `${path} from ${origin ?? 'no origin'}`).toBe(403);
        expect(ApiErrorBodySchema.parse(JSON.parse(response.text)).code).toBe('FORBIDDEN');
      }
    }
    expect(await engineerName(cookie)).not.toBe('Cross Site');
  });

  it('refuses a foreign Origin on a route with a path parameter (deleting a job)', async () => {
    const browser = server.browser();
    await signUp(browser);
    const created = await browser.post('/api/jobs', jobBody());
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const path of spellings(`/jobs/${id}`)) {
      const response = await rawRequest(server.url, {
        method: 'DELETE',
        path,
        headers: { cookie: browser.cookieHeader(), origin: 'https://evil.example' },
      });
      expect(response.status, path).toBe(403);
    }
    expect((await browser.get(`/api/jobs/${id}`)).status).toBe(200);
  });

  it('is answered no-store, as its usual spelling is', async () => {
    const cookie = await signedInCookie();
    for (const path of spellings('/auth/user')) {
      const response = await rawRequest(server.url, { method: 'GET', path, headers: { cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
  });
});
