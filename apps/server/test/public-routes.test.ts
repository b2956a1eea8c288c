import fs from 'node:fs';
import path from 'node:path';
import { ApiErrorBodySchema } from '@pipeproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JSON_REPLY_HEADERS,
  PAGE_ONLY_HEADERS,
  PERMISSIONS_POLICY_HEADER,
} from '../src/http/security-headers';
import { VERIFY_RATE_LIMITED_MESSAGE } from '../src/routes/certificates/certificate-routes';
import { issuedCertificate, signUpEngineer } from './support/job-fixtures';
import { makeTempDir } from './support/test-database';
import { useTestApp } from './support/use-test-app';

/**
 * What every visitor reaches (docs/decisions/0109): the verification limit and the headers (a
 * page's whole set, a JSON reply's few, 0883).
 */
let distDir: string;
beforeAll(() => {
  distDir = makeTempDir('pp-dist-');
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PipeProof</title>');
});
afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
});

const VERIFY_MAX = 4;
const server = useTestApp(() => ({
  webDistDir: distDir,
  env: { VERIFY_RATE_LIMIT_MAX: String(VERIFY_MAX), TRUST_PROXY: 'true' },
}));

function verify(number: string, ip: string, method = 'GET'): Promise<Response> {
  return fetch(new URL(`/api/verify/${number}`, server.url), {
    method,
    headers: { 'x-forwarded-for': ip },
  });
}

describe('GET /api/verify/:number', () => {
  it(`answers 429 after VERIFY_RATE_LIMIT_MAX (${VERIFY_MAX}) a minute from one IP, HEAD included; other IPs go on`, async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const { number } = await issuedCertificate(engineer);
    expect((await verify(number, '203.0.113.7')).status).toBe(200);
    expect((await verify('PP-2026-AAAA-BBBB', '203.0.113.7')).status).toBe(404);
    expect((await verify(number, '203.0.113.7', 'HEAD')).status).toBe(200);
    expect((await verify('not-a-number', '203.0.113.7')).status).toBe(404);

    for (const method of ['GET', 'HEAD']) {
      const limited = await verify(number, '203.0.113.7', method);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const body = ApiErrorBodySchema.parse(await (await verify(number, '203.0.113.7')).json());
    expect(body).toEqual({ code: 'RATE_LIMITED', message: VERIFY_RATE_LIMITED_MESSAGE });

    expect((await verify(number, '198.51.100.20')).status).toBe(200);
  });
});

describe('Permissions-Policy', () => {
  it('allows GPS and the screen wake lock to the app itself, and nothing else', () => {
    const features = new Map(
      PERMISSIONS_POLICY_HEADER.split(', ').map((item) => item.split('=') as [string, string]),
    );
    expect(features.get('geolocation')).toBe('(self)');
    expect(features.get('screen-wake-lock')).toBe('(self)');
    for (const off of ['camera', 'microphone', 'payment', 'usb', 'serial', 'hid', 'midi']) {
      expect(features.get(off), off).toBe('()');
    }
    const allowed = [...features].filter(([, allow]) => allow !== '()').map(([name]) => name);
    expect(allowed.sort()).toEqual(['geolocation', 'screen-wake-lock']);
  });

  function send(method: string, pathname: string): Promise<Response> {
    return fetch(new URL(pathname, server.url), {
      method,
      headers: { origin: 'http://pipeproof.test', 'content-type': 'text/csv' },
      ...(method === 'GET' ? {} : { body: 'a,b' }),
    });
  }

  it.each([
    ['the web app', '/'],
    ['a client-side route', '/commercial'],
  ])('is on a page: %s (GET %s)', async (_name, pathname) => {
    const response = await send('GET', pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY_HEADER);
  });

  // A JSON reply is never a page: it carries the few headers that protect it (decision 0883).
  it.each([
    ['an API answer', 'GET', '/api/health', 200],
    ['an API 404', 'GET', '/api/nothing-here', 404],
    ['a 401', 'GET', '/api/jobs', 401],
    ['a 400', 'POST', '/api/feedback', 400],
    ['a body of the wrong type', 'PUT', '/api/jobs/x', 400],
  ])('is not on a JSON reply: %s (%s %s → %i)', async (_name, method, pathname, status) => {
    const response = await send(method, pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    for (const [name, value] of JSON_REPLY_HEADERS) expect(response.headers.get(name)).toBe(value);
    const jsonReplyHeaders = new Set(JSON_REPLY_HEADERS.map(([name]) => name));
    for (const name of PAGE_ONLY_HEADERS.filter((header) => !jsonReplyHeaders.has(header)))
      expect(response.headers.get(name), name).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
