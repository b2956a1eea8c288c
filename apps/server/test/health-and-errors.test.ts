import { ApiErrorBodySchema, AppConfigSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/use-test-app';

const server = useTestApp({
  beforeListen: (app) => {
    app.get('/api/test/explode', async () => {
      throw new Error('database password is hunter2');
    });
  },
});

async function expectApiError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = ApiErrorBodySchema.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('health and configuration', () => {
  it('GET /api/health answers after asking the database', async () => {
    const response = await server.browser().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: server.testDb.driver });
  });

  it('GET /api/config describes this deployment', async () => {
    const response = await server.browser().get('/api/config');
    expect(AppConfigSchema.parse(await response.json())).toEqual({
      version: '2.1.0',
      providers: { google: false, oidc: null },
      paymentsConfigured: false,
      customerMail: false,
      supportEmail: 'support@pipeproof.app',
    });
  });

  it('sends a page a strict Content-Security-Policy and no upgrade on plain http', async () => {
    const response = await server.browser().get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('error replies all have the ApiErrorBody shape', () => {
  it('unknown /api route → 404 JSON', async () => {
    const body = await expectApiError(
      await server.browser().get('/api/no-such-thing'),
      404,
      'NOT_FOUND',
    );
    expect(body.message).toContain('/api/no-such-thing');
    await expectApiError(await server.browser().post('/api/no-such-thing', {}), 404, 'NOT_FOUND');
  });

  it('an unexpected error → 500 with a generic message and no stack', async () => {
    const response = await server.browser().get('/api/test/explode');
    const text = await response.clone().text();
    const body = await expectApiError(response, 500, 'INTERNAL_ERROR');
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('malformed JSON → 400', async () => {
    const response = await server.browser().request('POST', '/api/feedback', {
      body: '{"rating": 5,',
      headers: { 'content-type': 'application/json' },
    });
    const body = await expectApiError(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toBe('Request body is not valid JSON');
  });

  it('a body that is not JSON → 400', async () => {
    const response = await server.browser().request('POST', '/api/feedback', {
      body: 'rating=5',
      headers: { 'content-type': 'text/plain' },
    });
    const body = await expectApiError(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toMatch(/must be JSON/);
  });

  it('a body over 1 MB → 413', async () => {
    const response = await server.browser().post('/api/feedback', {
      rating: 5,
      comment: 'x'.repeat(1_100_000),
    });
    await expectApiError(response, 413, 'PAYLOAD_TOO_LARGE');
  });
});
