import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { pruneMailFolder } from '../src/modules/mail/mail-transport';
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
    const folder = await mailFolderWith({
      'old.eml': daysAgo(now, MAIL_OUTBOX_RETENTION_DAYS + 2),
      'new.eml': daysAgo(now, 1),
    });
    const schedule = startMailOutboxPruneSchedule({
      db: server.database.db,
      logger: pino({ level: 'silent' }),
      intervalMs: 1,
      mailFolder: folder,
    });
    try {
      await vi.waitFor(
        async () => {
          expect(await remaining([old, kept])).toEqual([kept]);
          expect(await readdir(folder)).toEqual(['new.eml']);
        },
        { timeout: 10_000 },
      );
    } finally {
      await schedule.stop();
    }
  });
});

/** A mail folder holding `files`, each last written at the date given. */
async function mailFolderWith(files: Record<string, Date>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pipeproof-mail-'));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  for (const [name, writtenAt] of Object.entries(files)) {
    await writeFile(join(folder, name), 'Subject: Your certificate\r\n\r\nAttached.\r\n');
    await utimes(join(folder, name), writtenAt, writtenAt);
  }
  return folder;
}

describe('pruneMailFolder (mail written as files, no SMTP_URL)', () => {
  it('deletes the .eml files over the retention period, and nothing else', async () => {
    const now = new Date();
    const cutoff = daysAgo(now, MAIL_OUTBOX_RETENTION_DAYS);
    const folder = await mailFolderWith({
      'old-reset.eml': daysAgo(now, MAIL_OUTBOX_RETENTION_DAYS + 1),
      'old-certificate.eml': daysAgo(now, 400),
      'recent.eml': daysAgo(now, MAIL_OUTBOX_RETENTION_DAYS - 1),
      'old-notes.txt': daysAgo(now, 400),
    });
    await mkdir(join(folder, 'old-folder.eml'));
    await utimes(join(folder, 'old-folder.eml'), daysAgo(now, 400), daysAgo(now, 400));

    expect(await pruneMailFolder(folder, cutoff)).toBe(2);
    expect((await readdir(folder)).sort()).toEqual([
      'old-folder.eml',
      'old-notes.txt',
      'recent.eml',
    ]);
    expect(await pruneMailFolder(folder, cutoff)).toBe(0);
  });

  it('finds nothing to delete where no mail has been written yet', async () => {
    expect(await pruneMailFolder(join(tmpdir(), 'pipeproof-no-such-folder'), new Date())).toBe(0);
  });
});
