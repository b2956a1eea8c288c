import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './session-cookie';

function withCookie(cookie: string | undefined): FastifyRequest {
  return { headers: cookie === undefined ? {} : { cookie } } as FastifyRequest;
}

describe('hasSessionCookie', () => {
  it.each([
    ['pipeproof.session_token=abc.def', true],
    ['__Secure-pipeproof.session_token=abc.def', true],
    ['theme=dark; pipeproof.session_token=abc', true],
    ['theme=dark;pipeproof.session_token=', true],
    ['  pipeproof.session_token  =abc', true],
  ])('finds the session cookie in %j', (cookie, found) => {
    expect(hasSessionCookie(withCookie(cookie))).toBe(found);
  });

  it.each([
    [undefined],
    [''],
    ['theme=dark'],
    // The cached-session cookie alone is not a session (better-auth clears it).
    ['pipeproof.session_data=abc'],
    // The name only inside a value, inside another name, or without a value separator.
    ['note=pipeproof.session_token'],
    ['xpipeproof.session_token=abc'],
    ['pipeproof.session_tokens=abc'],
    ['__Host-pipeproof.session_token=abc'],
    ['pipeproof.session_token'],
  ])('finds none in %j', (cookie) => {
    expect(hasSessionCookie(withCookie(cookie))).toBe(false);
  });
});
