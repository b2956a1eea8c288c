import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/is-database-unavailable';
import { reportDatabaseUnavailable } from '../../db/report-database-unavailable';
import {
  claimDueMail,
  DEFAULT_RETRY_BASE_MS,
  mailQueued,
  markMailFailed,
  markMailSent,
} from './mail-outbox';
import type { MailTransport } from './mail-transport';

/** With nothing queued in this process, the outbox is still checked this often (other processes' mail, retries). */
const POLL_EVERY_MS = 15_000;

export interface MailSender {
  /** Sends every due message now; resolves when none is left due. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  pollEveryMs?: number;
  retryBaseMs?: number;
}

/**
 * The process's mail sender (decision 0810): sends due outbox messages one at a time, at start,
 * whenever this process queues one, and every poll. A failure is logged (without the message)
 * and left for its retry; the timer is unref'd, and stop() waits for a send under way.
 */
export function startMailSender({
  db,
  transport,
  logger,
  pollEveryMs = POLL_EVERY_MS,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
}: MailSenderOptions): MailSender {
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  const drain = async (): Promise<number> => {
    let sent = 0;
    while (!stopped) {
      const mail = await claimDueMail(db, retryBaseMs);
      if (!mail) break;
      try {
        await transport.send(mail);
        await markMailSent(db, mail.id);
        sent += 1;
        logger.info({ kind: mail.kind, mailId: mail.id, attempt: mail.attempt }, 'Mail sent');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markMailFailed(db, mail, reason);
        logger.warn(
          { kind: mail.kind, mailId: mail.id, attempt: mail.attempt, reason },
          'Mail not sent; will retry',
        );
      }
    }
    return sent;
  };

  const deliverDue = (): Promise<number> => {
    if (running) {
      // Queued while sending: go round once more when this pass ends.
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        // An outage is not a bug: the one throttled warning every part of the app gives (0802).
        if (isDatabaseUnavailable(error)) reportDatabaseUnavailable(logger, error);
        else logger.error({ err: error }, 'Mail outbox could not be read; will retry');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  };

  const onQueued = () => void deliverDue();
  mailQueued.on('queued', onQueued);
  const timer = setInterval(() => void deliverDue(), pollEveryMs);
  timer.unref();
  void deliverDue();

  return {
    deliverDue,
    async stop() {
      stopped = true;
      mailQueued.off('queued', onQueued);
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
