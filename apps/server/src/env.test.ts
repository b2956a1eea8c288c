import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

function problemsOf(record: Record<string, string>): readonly string[] {
  try {
    parseEnv(record, { cwd: '/srv/app' });
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('gives a working configuration for an empty environment', () => {
    const env = parseEnv({}, { cwd: '/srv/app' });
    expect(env).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      baseUrl: 'http://localhost:5000',
      isHttps: false,
      trustProxy: false,
      logLevel: 'info',
      authSecret: null,
      google: null,
      oidc: null,
      supportEmail: 'support@pipeproof.app',
      authRateLimitMax: 10,
      feedbackRateLimitMax: 5,
      verifyRateLimitMax: 60,
    });
    expect(env.stripe.secretKey).toBeNull();
  });

  it('resolves DATA_DIR from INIT_CWD (where npm was started), not the workspace folder', () => {
    expect(parseEnv({ INIT_CWD: '/repo' }, { cwd: '/repo/apps/server' }).dataDir).toBe(
      '/repo/data',
    );
    expect(parseEnv({ INIT_CWD: '/repo', DATA_DIR: 'var/pp' }).dataDir).toBe('/repo/var/pp');
    expect(parseEnv({ DATA_DIR: '/abs/dir' }).dataDir).toBe('/abs/dir');
  });

  it('resolves WEB_DIST_DIR like DATA_DIR; unset serves the checkout’s apps/web/dist', () => {
    expect(parseEnv({}).webDistDir).toBeNull();
    expect(parseEnv({ INIT_CWD: '/repo', WEB_DIST_DIR: 'releases/42' }).webDistDir).toBe(
      '/repo/releases/42',
    );
    expect(parseEnv({ WEB_DIST_DIR: '/srv/web' }).webDistDir).toBe('/srv/web');
  });

  it('derives BASE_URL from PORT and trims a trailing slash', () => {
    expect(parseEnv({ PORT: '5123' }).baseUrl).toBe('http://localhost:5123');
    const env = parseEnv({ BASE_URL: 'https://pipeproof.example/' });
    expect(env.baseUrl).toBe('https://pipeproof.example');
    expect(env.isHttps).toBe(true);
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '  ' }).port).toBe(5000);
  });

  it.each([
    [{ PORT: 'abc' }, "PORT must be an integer from 1 to 65535 (got 'abc')"],
    [{ PORT: '0' }, "PORT must be an integer from 1 to 65535 (got '0')"],
    [{ PORT: '70000' }, "PORT must be an integer from 1 to 65535 (got '70000')"],
    [{ PORT: '50.5' }, "PORT must be an integer from 1 to 65535 (got '50.5')"],
    [{ TRUST_PROXY: 'maybe' }, "TRUST_PROXY must be true or false (got 'maybe')"],
    [
      { BASE_URL: 'localhost:5000' },
      "BASE_URL must be an http:// or https:// URL (got 'localhost:5000')",
    ],
    [
      { BASE_URL: 'https://pipeproof.example/app' },
      "BASE_URL must be an origin such as https://pipeproof.example, without a path (got 'https://pipeproof.example/app')",
    ],
    [
      { DATABASE_URL: 'mysql://root:hunter2@db/app' },
      'DATABASE_URL must be a postgres://user:password@host:port/database URL (got a mysql:// URL)',
    ],
    [
      { LOG_LEVEL: 'loud' },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'loud')",
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_123' },
      "STRIPE_SECRET_KEY must be 'sk_test_…' or 'sk_live_…' (got a 11-character value)",
    ],
    [
      { STRIPE_PRICE_BASIC: 'basic' },
      "STRIPE_PRICE_BASIC must be a price id 'price_…' (got 'basic')",
    ],
    [{ SUPPORT_EMAIL: 'help' }, "SUPPORT_EMAIL must be an email address (got 'help')"],
    [
      { AUTH_RATE_LIMIT_MAX: '-1' },
      "AUTH_RATE_LIMIT_MAX must be an integer from 1 to 1000000 (got '-1')",
    ],
    [
      { BETTER_AUTH_SECRET: 'short' },
      'BETTER_AUTH_SECRET must be at least 32 characters (got a 5-character value)',
    ],
    [
      { GOOGLE_CLIENT_ID: 'id' },
      'GOOGLE_CLIENT_SECRET must be set too: set all of GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, or none',
    ],
    [
      { OIDC_ISSUER: 'http://idp.example' },
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET must be set too: set all of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, or none',
    ],
  ])('rejects %o with one clear line', (record, message) => {
    expect(problemsOf(record)).toEqual([message]);
  });

  it('reports every bad variable at once, one line each', () => {
    expect(problemsOf({ PORT: 'x', TRUST_PROXY: 'x', LOG_LEVEL: 'x' })).toHaveLength(3);
  });

  it('never echoes a secret value', () => {
    const problems = problemsOf({ BETTER_AUTH_SECRET: 'hunter2', DATABASE_URL: 'x://u:hunter2@h' });
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('configures sign-in providers only when complete', () => {
    const env = parseEnv({
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      OIDC_ISSUER: 'http://localhost:4000/',
      OIDC_CLIENT_ID: 'cid',
      OIDC_CLIENT_SECRET: 'csecret',
    });
    expect(env.google).toEqual({ clientId: 'gid', clientSecret: 'gsecret' });
    expect(env.oidc).toEqual({
      issuer: 'http://localhost:4000',
      clientId: 'cid',
      clientSecret: 'csecret',
      providerName: 'Single sign-on',
    });
  });

  it('prefers BETTER_AUTH_SECRET over SESSION_SECRET', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    expect(parseEnv({ BETTER_AUTH_SECRET: a, SESSION_SECRET: b }).authSecret).toBe(a);
    expect(parseEnv({ SESSION_SECRET: b }).authSecret).toBe(b);
  });

  it('accepts true/false spellings for TRUST_PROXY', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
  });
});
