import { startSmtpInbox, type SmtpInbox } from '../../apps/server/test/support/smtp-inbox';
import { E2E_SMTP_PORT } from './mail-server';

/**
 * Starts the stories' SMTP server (support/mail-server.ts) for one story. Two stories that read
 * mail may run at once on the two workers: the second waits for the first to let the port go,
 * so each story's mail is sent while its own server listens (mail is read by recipient, and mail
 * sent while nobody listens waits in the app's outbox).
 */
export async function listenForMail(timeoutMs = 120_000): Promise<SmtpInbox> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await startSmtpInbox({ port: E2E_SMTP_PORT });
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || Date.now() > deadline) throw error;
      await new Promise((wait) => setTimeout(wait, 500));
    }
  }
}
