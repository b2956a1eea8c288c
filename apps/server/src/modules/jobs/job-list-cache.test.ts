import type { JobSummary } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { createJobListCache } from './job-list-cache';

// The cache's own rules (docs/decisions/0843), on a clock the test moves and with reads the test
// settles; what invalidates it on a real server and database: test/job-list-cache.test.ts.

function summary(jobNumber: string): JobSummary {
  return {
    id: `00000000-0000-4000-8000-00000000000${jobNumber.length}`,
    clientId: '00000000-0000-4000-8000-000000000000',
    calculatorType: 'commercial',
    jobNumber,
    customerName: 'Riverside Bakery Ltd',
    location: 'Leeds',
    siteName: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    tests: [],
  };
}

/** A read the test settles when it likes, counting how often the cache started one. */
function controlledReads() {
  const pending: Array<(list: JobSummary[]) => void> = [];
  return {
    started: () => pending.length,
    read: () => new Promise<JobSummary[]>((resolve) => pending.push(resolve)),
    settle: (index: number, list: JobSummary[]) => pending[index]?.(list),
  };
}

describe('createJobListCache', () => {
  let clockMs = 1_000_000;
  const now = () => clockMs;

  it('keeps a list for the TTL, then reads again', async () => {
    const cache = createJobListCache({ ttlMs: 5_000, now });
    const reads = controlledReads();
    const first = cache.get('u1', reads.read);
    reads.settle(0, [summary('A')]);
    expect(await first).toEqual([summary('A')]);
    clockMs += 4_999;
    expect(await cache.get('u1', reads.read)).toEqual([summary('A')]);
    expect(reads.started()).toBe(1);
    clockMs += 1;
    const again = cache.get('u1', reads.read);
    expect(reads.started()).toBe(2);
    reads.settle(1, [summary('B')]);
    expect(await again).toEqual([summary('B')]);
  });

  it('shares one read among concurrent misses for a user, not between users', async () => {
    const cache = createJobListCache({ now });
    const reads = controlledReads();
    const one = cache.get('u1', reads.read);
    const two = cache.get('u1', reads.read);
    const other = cache.get('u2', reads.read);
    expect(reads.started()).toBe(2);
    reads.settle(0, [summary('A')]);
    reads.settle(1, []);
    expect(await one).toEqual([summary('A')]);
    expect(await two).toEqual([summary('A')]);
    expect(await other).toEqual([]);
  });

  it('forgets one user, or everyone on null; a read begun before is not kept or joined', async () => {
    const cache = createJobListCache({ now });
    const reads = controlledReads();
    const remembered = cache.get('u2', reads.read);
    reads.settle(0, [summary('KEEP')]);
    await remembered;

    const begun = cache.get('u1', reads.read);
    cache.forget('u1');
    // A request after the change does not join the read that began before it.
    const after = cache.get('u1', reads.read);
    expect(reads.started()).toBe(3);
    reads.settle(1, [summary('OLD')]);
    reads.settle(2, [summary('NEW')]);
    expect(await begun).toEqual([summary('OLD')]);
    expect(await after).toEqual([summary('NEW')]);
    // The read begun after the forget was kept; the one begun before it was not.
    expect(await cache.get('u1', reads.read)).toEqual([summary('NEW')]);
    expect(await cache.get('u2', reads.read)).toEqual([summary('KEEP')]);
    expect(reads.started()).toBe(3);

    cache.forget(null);
    void cache.get('u2', reads.read);
    void cache.get('u1', reads.read);
    expect(reads.started()).toBe(5);
  });

  it('a failed read is not kept, and the next request reads again', async () => {
    const cache = createJobListCache({ now });
    await expect(cache.get('u1', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('u1', () => Promise.resolve([summary('A')]))).toEqual([summary('A')]);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = createJobListCache({ maxEntries: 2, now });
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([summary('A')]);
    };
    await cache.get('u1', read);
    await cache.get('u2', read);
    await cache.get('u3', read);
    expect(reads).toBe(3);
    await cache.get('u3', read);
    await cache.get('u2', read);
    expect(reads).toBe(3);
    await cache.get('u1', read);
    expect(reads).toBe(4);
  });
});
