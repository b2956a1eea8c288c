/**
 * Each user's unfiltered job list remembered in this process (docs/decisions/0843): on embedded
 * PGlite every query runs in the server's own thread, so the account page's list cost a few
 * milliseconds of the whole server each time.
 *
 * - An entry lives at most JOB_LIST_CACHE_TTL_MS. It is forgotten at once when its user's jobs or
 *   test records change: the database announces every change to those two tables, by any writer
 *   (trigger `pipeproof_announce_job_change`, migration 0012), on JOB_LIST_CHANGES_CHANNEL with the
 *   user's id, and app.ts listens. On PGlite (one process: the data-directory lock) that
 *   announcement reaches this cache before the statement that made the change returns. On
 *   PostgreSQL it reaches every process sharing the database shortly after the commit, so the
 *   process that made the change also forgets the user's list itself before it replies
 *   (`forgetJobListsAfterWrites`), and the others within the NOTIFY's delivery; the TTL is the
 *   bound only when an announcement is lost (the listener forgets everything when its connection
 *   drops and again when it listens anew).
 * - A read under way when its user's list is forgotten is not remembered (the generation check),
 *   so it cannot put back what was just forgotten; concurrent misses for one user share one read.
 */
import type { JobSummary } from '@pipeproof/contracts';

export const JOB_LIST_CACHE_TTL_MS = 5_000;
/** Where the database announces a change to a user's jobs or tests (payload: the user's id). */
export const JOB_LIST_CHANGES_CHANNEL = 'pipeproof_job_list_changes';
/** Oldest entries go first beyond this many (one per user who opened the list in the last 5 s). */
export const JOB_LIST_CACHE_MAX_ENTRIES = 10_000;

export interface JobListCache {
  /** The user's list: remembered, or read with `read` (one read at a time per user). */
  get(userId: string, read: () => Promise<JobSummary[]>): Promise<JobSummary[]>;
  /** Forgets one user's list, or every list when `userId` is null or empty. */
  forget(userId: string | null): void;
}

export function createJobListCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): JobListCache {
  const ttlMs = options.ttlMs ?? JOB_LIST_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? JOB_LIST_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: the first key is the oldest entry.
  const entries = new Map<string, { list: JobSummary[]; untilMs: number }>();
  const reading = new Map<string, Promise<JobSummary[]>>();
  // Bumped on every forget: a read that began before it is not remembered.
  let generation = 0;

  function remember(userId: string, list: JobSummary[]) {
    entries.delete(userId);
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    entries.set(userId, { list, untilMs: now() + ttlMs });
  }

  return {
    get(userId, read) {
      const entry = entries.get(userId);
      if (entry && entry.untilMs > now()) return Promise.resolve(entry.list);
      if (entry) entries.delete(userId);
      const pending = reading.get(userId);
      if (pending) return pending;
      const startedAt = generation;
      const started = read().then(
        (list) => {
          if (reading.get(userId) === started) reading.delete(userId);
          if (startedAt === generation) remember(userId, list);
          return list;
        },
        (error: unknown) => {
          if (reading.get(userId) === started) reading.delete(userId);
          throw error;
        },
      );
      reading.set(userId, started);
      return started;
    },
    forget(userId) {
      generation += 1;
      if (userId) {
        entries.delete(userId);
        reading.delete(userId);
      } else {
        entries.clear();
        reading.clear();
      }
    },
  };
}
