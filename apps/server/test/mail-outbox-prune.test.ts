import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import {
  MAIL_OUTBOX_RETENTION_DAYS,
  pruneMailOutbox,
  startMailOutboxPruneSchedule,
} from '../src/modules/mail/prune-mail-outbox';
import { useTestApp } from './support/use-test-app';

/**
 * The outbox is a queue, not an archive (decision 0814): a message sent or given up on is deleted
 * MAIL_OUTBOX_RETENTION_DAYS after, daily; a message still waiting is kept however old.
 */

const server = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

type State =
  | { status: 'sent'; sentAt: Date }
  | { status: 'failed'; lastAttemptAt: Date }
  | { status: 'pending'; createdAt: Date };

/**
 * A message in the given state, as the sender would have left it. Written in that state in one
 * statement: a pending row written due would be this file's mail sender's to take.
 */
async function message(state: State): Promise<string> {
  const fields =
    state.status === 'sent'
      ? { status: 'sent' as const, sentAt: state.sentAt, createdAt: state.sentAt, attempts: 1 }
      : state.status === 'failed'
        ? { status: 'failed' as const, nextAttemptAt: state.lastAttemptAt, attempts: 10 }
        : // Due tomorrow, so the sender leaves it alone.
          { createdAt: state.createdAt, nextAttemptAt: new Date(Date.now() + DAY_MS) };
  const [row] = await server.database.db
    .insert(mailOutbox)
    .values({
      kind: 'prune-test',
      to: 'customer@example.com',
      subject: 'Your certificate',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      ...fields,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

async function remaining(ids: readonly string[]): Promise<string[]> {
  const rows = await server.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...ids]));
  return rows.map((row) => row.id).sort();
}

describe('pruneMailOutbox', () => {
  it('deletes sent and failed messages over the retention period, and nothing else', async () => {
    const now = new Date();
    const limit = MAIL_OUTBOX_RETENTION_DAYS;
    const oldSent = await message({ status: 'sent', sentAt: daysAgo(now, limit + 1) });
    const oldFailed = await message({ status: 'failed', lastAttemptAt: daysAgo(now, limit + 1) });
    const recentSent = await message({ status: 'sent', sentAt: daysAgo(now, limit - 1) });
    const recentFailed = await message({
      status: 'failed',
      lastAttemptAt: daysAgo(now, limit - 1),
    });
    const oldPending = await message({ status: 'pending', createdAt: daysAgo(now, limit * 3) });
    const all = [oldSent, oldFailed, recentSent, recentFailed, oldPending];

    const result = await pruneMailOutbox(server.database.db, now);

    expect(await remaining(all)).toEqual([recentSent, recentFailed, oldPending].sort());
    expect(result.removedCount).toBe(2);
    expect(result.cutoff.toISOString()).toBe(daysAgo(now, limit).toISOString());
    // A second run finds nothing more.
    expect((await pruneMailOutbox(server.database.db, now)).removedCount).toBe(0);
  });
});

describe('the daily prune schedule', () => {
  it('prunes at start, and stops', async () => {
    const now = new Date();
    const old = await message({
      status: 'sent',
      sentAt: daysAgo(now, MAIL_OUTBOX_RETENTION_DAYS + 2),
    });
    const kept = await message({ status: 'sent', sentAt: daysAgo(now, 1) });
    const schedule = startMailOutboxPruneSchedule({
      db: server.database.db,
      logger: pino({ level: 'silent' }),
      intervalMs: 1,
    });
    try {
      await vi.waitFor(async () => expect(await remaining([old, kept])).toEqual([kept]), {
        timeout: 10_000,
      });
    } finally {
      await schedule.stop();
    }
  });
});
