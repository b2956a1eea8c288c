import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (the `smtp-server` package): it accepts every message,
 * without authentication or TLS, and keeps it parsed (`mailparser`) for the test to read.
 */
export interface SmtpInbox {
  readonly port: number;
  /** SMTP_URL for the app. */
  readonly url: string;
  readonly messages: ParsedMail[];
  /** The first message to `to` (and passing `match`), waiting for it to arrive. */
  waitFor(
    to: string,
    match?: (mail: ParsedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ParsedMail>;
  stop(): Promise<void>;
}

export interface SmtpInboxOptions {
  /** 0: any free port. */
  port?: number;
  /**
   * Also writes each message as received to `<saveTo>/<n>.eml`, for readers in other processes
   * (the web tests' workers read them as they read the file transport's, decision 0810).
   */
  saveTo?: string;
}

export async function startSmtpInbox({
  port = 0,
  saveTo,
}: SmtpInboxOptions = {}): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const received = async (raw: Buffer) => {
    if (saveTo) {
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const name = path.join(saveTo, `${messages.length + 1}-${Date.now()}.eml`);
      await writeFile(`${name}.part`, raw);
      await rename(`${name}.part`, name);
    }
    messages.push(await simpleParser(raw));
    for (const wake of waiters) wake();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        received(Buffer.concat(chunks)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP address');

  const addressedTo = (mail: ParsedMail, to: string) => {
    const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return list.some((group) => group.value.some((entry) => entry.address === to));
  };
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(to, match = () => true, timeoutMs = 20_000) {
      const find = () => messages.find((mail) => addressedTo(mail, to) && match(mail));
      return new Promise<ParsedMail>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
