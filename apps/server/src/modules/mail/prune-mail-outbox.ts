import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import {
  DAY_MS,
  startScheduledJob,
  type JobScheduleOptions,
  type ScheduledJobHandle,
} from '../scheduled-jobs/start-scheduled-job';
import { pruneMailFolder } from './mail-transport';

/** A message that was sent, or given up on, is deleted this long after (decision 0814). */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;
export const MAIL_OUTBOX_PRUNE_JOB = 'mail-outbox-prune';

export interface MailOutboxPruneResult {
  /** Messages deleted: sent or failed, and last touched before `cutoff`. */
  readonly removedCount: number;
  readonly cutoff: Date;
}

/**
 * Deletes the outbox's finished messages (sent, or failed after the last attempt) older than
 * MAIL_OUTBOX_RETENTION_DAYS: the outbox is a queue, not an archive of what was written to
 * engineers and their customers (decision 0814). A message still waiting is never touched,
 * however old. The record that a certificate was emailed, to whom and when, stays with the
 * certificate; its state then reads 'sent'.
 */
export async function pruneMailOutbox(db: Db, now: Date): Promise<MailOutboxPruneResult> {
  const cutoff = new Date(now.getTime() - MAIL_OUTBOX_RETENTION_DAYS * DAY_MS);
  const removed = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        // A failed message has no sentAt: its age runs from its last attempt's retry time.
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.nextAttemptAt})`, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return { removedCount: removed.length, cutoff };
}

/**
 * The prune, once a day across all app processes (decision 0801). `mailFolder`, where mail is
 * written as files when there is no SMTP_URL, loses its `.eml` files of the same age.
 */
export function startMailOutboxPruneSchedule({
  mailFolder,
  ...options
}: JobScheduleOptions & { mailFolder: string | null }): ScheduledJobHandle {
  return startScheduledJob({
    ...options,
    name: MAIL_OUTBOX_PRUNE_JOB,
    title: 'Mail outbox prune',
    run: async (tx, now) => {
      const outbox = await pruneMailOutbox(tx, now);
      const removedFileCount = mailFolder ? await pruneMailFolder(mailFolder, outbox.cutoff) : 0;
      return { ...outbox, removedFileCount };
    },
    describe: ({ removedCount, removedFileCount, cutoff }) => ({
      changed: removedCount > 0 || removedFileCount > 0,
      fields: { removedCount, removedFileCount, cutoff: cutoff.toISOString() },
    }),
  });
}
