import { describe, expect, it } from 'vitest';
import { runOnceAcrossInstances } from '../src/modules/scheduled-jobs/run-once-across-instances';
import { runsOf, withSecondConnection } from './support/scheduled-job-runs';
import { useTestApp } from './support/use-test-app';

/**
 * Once-only work seen from a second process's own connection (decision 0801): the advisory lock
 * is per connection, so this needs PostgreSQL (PostgreSQL pass only, vitest.integration.config.ts);
 * the rest of runOnceAcrossInstances is tested in run-once-across-instances.test.ts.
 */

const server = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('runOnceAcrossInstances on two connections', () => {
  it('skips at once, without waiting, a job another process is running', async () => {
    const job = { name: 'held-elsewhere', everyMs: DAY_MS };
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const mayFinish = new Promise<void>((resolve) => (finish = resolve));
    const first = runOnceAcrossInstances(server.database.db, job, async () => {
      started();
      await mayFinish;
      return 'first';
    });
    await hasStarted;
    await withSecondConnection(server.testDb, server.database.db, async (db) => {
      expect(await runOnceAcrossInstances(db, job, async () => 'second')).toEqual({
        status: 'skipped',
        reason: 'running-elsewhere',
      });
    });
    finish();
    expect(await first).toEqual({ status: 'ran', result: 'first' });
    expect(await runsOf(server.database.db, job.name)).toBe(1);
  });
});
