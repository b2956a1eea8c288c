/**
 * Session lookups remembered in this process for a few seconds (docs/decisions/0840): under load
 * every request used to read its session and user rows and verify the cookie's signature again.
 *
 * - An entry is keyed by the session cookie's whole signed value and lives at most
 *   SESSION_CACHE_TTL_MS, and never past the session's own end. Only sessions that were found are
 *   remembered: a forged or ended cookie is looked up every time, and cannot fill the cache.
 * - `forgetCachedSessions()` empties every cache of the process. It is called, through
 *   `announceSessionChange`, after every change this process makes to an account or a session
 *   (the better-auth mount: sign-out, change of password, deletion…; a tier set by the admin tool
 *   or by Stripe; an address marked verified), after the change is committed. A lookup that was under way when it was called is not
 *   remembered (the generation check), so it cannot put back what was just forgotten.
 * - Another process's change is seen here when its announcement arrives (NOTIFY on PostgreSQL,
 *   `announceSessionChange`), or within SESSION_CACHE_TTL_MS if it is lost: the bound (0840).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export const SESSION_CACHE_TTL_MS = 5_000;
/**
 * Where processes sharing one PostgreSQL database announce a change to an account or a session,
 * so each forgets its lookups at once (app.ts listens); the TTL stays the bound when a NOTIFY is
 * lost (a dropped connection).
 */
export const SESSION_CHANGES_CHANNEL = 'pipeproof_session_changes';
/** Oldest entries go first beyond this many (one per signed-in browser active in the last 5 s). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionLookupCache<T> {
  /** The remembered value for `key`, or undefined when none is fresh. */
  get(key: string): T | undefined;
  /** What `remember` needs to know that nothing was forgotten since the lookup began. */
  generation(): number;
  /** Keeps `value` until the earlier of now + TTL and `endsAtMs`, unless forgotten meanwhile. */
  remember(key: string, value: T, endsAtMs: number, startedAtGeneration: number): void;
  /** Stops following forgetCachedSessions (the app closed). */
  close(): void;
}

const everyCache = new Set<{ forget: () => void }>();

/** Empties every session cache of this process (after a committed change; see above). */
export function forgetCachedSessions(): void {
  for (const cache of everyCache) cache.forget();
}

/**
 * After a committed change to an account or a session: forgets this process's lookups, and tells
 * every process on the same PostgreSQL database to forget theirs (the admin tool, another app
 * process). A failed NOTIFY does not undo the change; the others then see it within the TTL.
 */
export async function announceSessionChange(db: Db): Promise<void> {
  forgetCachedSessions();
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, '')`).catch(() => undefined);
}

export function createSessionLookupCache<T>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionLookupCache<T> {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the oldest entry.
  const entries = new Map<string, { value: T; untilMs: number }>();
  let generation = 0;
  const member = {
    forget: () => {
      generation += 1;
      entries.clear();
    },
  };
  everyCache.add(member);
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.untilMs > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    generation: () => generation,
    remember(key, value, endsAtMs, startedAtGeneration) {
      if (startedAtGeneration !== generation) return;
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, untilMs: Math.min(now() + ttlMs, endsAtMs) });
    },
    close: () => {
      everyCache.delete(member);
      entries.clear();
    },
  };
}
