import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { enqueueMail } from '../src/modules/mail/mail-outbox';
import { startMailSender } from '../src/modules/mail/mail-sender';
import { createMailTransport } from '../src/modules/mail/mail-transport';
import { withSecondConnection } from './support/scheduled-job-runs';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { useTestApp } from './support/use-test-app';

/**
 * Decision 0810: with several app processes on one PostgreSQL database, each message is sent
 * once. Two senders on two connections (as two processes have) drain one outbox into a real SMTP
 * server together. PostgreSQL only: row locks between connections are what is tested.
 */

const COUNT = 30;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.stop());
// The app's own sender takes part too: three senders, one outbox.
const server = useTestApp(() => ({ env: { SMTP_URL: inbox.url } }));

describe('two mail senders on one outbox', () => {
  it('send every message exactly once between them', async () => {
    const logger = pino({ level: 'silent' });
    const env = { smtpUrl: inbox.url, from: 'PipeProof <no-reply@pipeproof.test>' };
    await withSecondConnection(server.testDb, server.database.db, async (secondDb) => {
      const senders = [server.database.db, secondDb].map((db) =>
        startMailSender({
          db,
          transport: createMailTransport(env, server.env.dataDir, logger),
          logger,
          pollEveryMs: 50,
        }),
      );
      try {
        for (let i = 0; i < COUNT; i += 1) {
          await enqueueMail(server.database.db, {
            kind: 'test',
            to: `engineer-${i}@example.com`,
            subject: `Message ${i}`,
            text: `Message ${i}`,
            html: `<p>Message ${i}</p>`,
          });
        }
        await Promise.all(
          Array.from({ length: COUNT }, (_, i) => inbox.waitFor(`engineer-${i}@example.com`)),
        );
      } finally {
        await Promise.all(senders.map((sender) => sender.stop()));
      }
    });
    const subjects = inbox.messages.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: COUNT }, (_, i) => `Message ${i}`).sort());
    // The app's own sender may still be marking its last message sent: wait for the rows.
    const rows = () =>
      server.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test'));
    await expect
      .poll(async () => (await rows()).filter((row) => row.status === 'sent').length, {
        timeout: 10_000,
      })
      .toBe(COUNT);
    expect((await rows()).map((row) => row.attempts)).toEqual(Array(COUNT).fill(1));
  });
});
