import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_TEXT_LENGTH, createAuthLogger } from './create-auth-logger';

function capture() {
  const lines: { level: number; msg: string; args?: string[] }[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { lines, log: createAuthLogger(logger).log };
}

describe('createAuthLogger', () => {
  it('cuts a message carrying a 1 MB callback URL to a bounded line', () => {
    const { lines, log } = capture();
    log('error', `Invalid callbackURL: /${'c'.repeat(1_000_000)}`);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]).length).toBeLessThan(MAX_LOGGED_TEXT_LENGTH + 200);
    expect(lines[0]?.msg).toMatch(/… \(1000022 characters\)$/);
  });

  it('cuts every argument too', () => {
    const { lines, log } = capture();
    log('warn', 'Something', { provider: 'p'.repeat(100_000) }, 'x'.repeat(100_000));
    expect(lines[0]?.args?.every((arg) => arg.length < MAX_LOGGED_TEXT_LENGTH + 40)).toBe(true);
  });

  it.each([
    'Provider not found. Make sure to add the provider in your auth config',
    'Invalid origin: https://evil.example',
    'Invalid callbackURL: https://evil.example',
    'State not found',
    'INVALID_CALLBACK_REQUEST',
  ])('logs the client mistake %o at info, not error', (message) => {
    const { lines, log } = capture();
    log('error', message);
    expect(lines.map((line) => line.level)).toEqual([30]);
  });

  it('keeps a real failure at error', () => {
    const { lines, log } = capture();
    log('error', 'Failed to create session');
    expect(lines.map((line) => line.level)).toEqual([50]);
  });

  it('reports a database that cannot be reached at warn, once, without the query or a stack', () => {
    const { lines, log } = capture();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    const failedQuery = new Error('Failed query: select token from session', { cause: refused });
    log('error', 'INTERNAL_SERVER_ERROR', failedQuery);
    log('error', 'Failed to delete session from database', failedQuery);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        cause: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432',
        msg: 'Database unavailable: answering 503 with Retry-After until it is back',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|select token/);
  });
});
