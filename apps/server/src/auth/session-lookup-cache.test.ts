import { afterEach, describe, expect, it } from 'vitest';
import {
  createSessionLookupCache,
  forgetCachedSessions,
  type SessionLookupCache,
} from './session-lookup-cache';

// The cache's own rules (docs/decisions/0840), on a clock the test moves.
describe('createSessionLookupCache', () => {
  let clockMs = 1_000_000;
  const made: Array<SessionLookupCache<string>> = [];
  const make = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
    const cache = createSessionLookupCache<string>({ ...options, now: () => clockMs });
    made.push(cache);
    return cache;
  };
  afterEach(() => {
    for (const cache of made.splice(0)) cache.close();
  });

  it('keeps a lookup for the TTL, never past the session’s end', () => {
    const cache = make({ ttlMs: 5_000 });
    cache.remember('a', 'alice', clockMs + 60_000, cache.generation());
    cache.remember('b', 'bob', clockMs + 2_000, cache.generation());
    clockMs += 1_999;
    expect(cache.get('a')).toBe('alice');
    expect(cache.get('b')).toBe('bob');
    clockMs += 1;
    expect(cache.get('b')).toBeUndefined();
    clockMs += 3_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgetCachedSessions empties every cache, and a lookup begun before it is not kept', () => {
    const one = make();
    const two = make();
    one.remember('a', 'alice', Infinity, one.generation());
    two.remember('a', 'alice', Infinity, two.generation());
    const begun = one.generation();
    forgetCachedSessions();
    expect(one.get('a')).toBeUndefined();
    expect(two.get('a')).toBeUndefined();
    one.remember('b', 'bob', Infinity, begun);
    expect(one.get('b')).toBeUndefined();
    one.remember('b', 'bob', Infinity, one.generation());
    expect(one.get('b')).toBe('bob');
  });

  it('lets the oldest entry go beyond its size', () => {
    const cache = make({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.remember(key, key, Infinity, cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
  });
});
