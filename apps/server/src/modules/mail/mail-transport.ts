import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Env } from '../../env';
import type { ClaimedMail } from './mail-outbox';

/** Sends one message, or throws (the outbox tries again later). */
export interface MailTransport {
  /** 'smtp' or 'files' (no SMTP_URL: DATA_DIR/mail). */
  readonly kind: 'smtp' | 'files';
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

/** Where mail goes without SMTP_URL: `<dataDir>/mail` (decision 0810). */
export function mailFolder(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/**
 * Deletes the `.eml` files in `folder` last written before `cutoff`, as the outbox deletes its sent
 * messages (decision 0814): the folder is a way to read mail without SMTP, not an archive of what
 * was written to engineers and their customers. Anything else in the folder is left alone; a
 * missing folder has nothing to delete. Returns how many files were deleted.
 */
export async function pruneMailFolder(folder: string, cutoff: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtime >= cutoff) continue;
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    removed += 1;
  }
  return removed;
}

/** Every link in a message's text, for the log when mail goes to files. */
function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

function toMessage(from: string, mail: ClaimedMail) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachment
      ? {
          attachments: [
            {
              filename: mail.attachment.filename,
              contentType: mail.attachment.contentType,
              content: mail.attachment.content,
            },
          ],
        }
      : {}),
    // The outbox row's id: the same message id on a retry, so a mail client shows one message.
    messageId: `<${mail.id}@pipeproof.mail>`,
  };
}

/**
 * Decision 0810: SMTP through nodemailer when SMTP_URL is set (smtp:// with STARTTLS when the
 * server offers it, smtps:// for TLS from the start). Without it each message is written to
 * `<dataDir>/mail/<time>-<id>.eml` (readable only by the server's user) and its links are logged
 * at info level, so a self-hoster without mail can still hand out a reset link.
 */
export function createMailTransport(
  mail: Env['mail'],
  dataDir: string,
  logger: FastifyBaseLogger,
): MailTransport {
  const { smtpUrl } = mail;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport.get()).sendMail(toMessage(mail.from, message));
      },
      close: () => transport.close(),
    };
  }
  const folder = mailFolder(dataDir);
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    kind: 'files',
    async send(message) {
      const info = await (await transport.get()).sendMail(toMessage(mail.from, message));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { kind: message.kind, file, links: linksIn(message.text) },
        'Mail written to a file (no SMTP_URL set)',
      );
    },
    close: () => transport.close(),
  };
}

/**
 * nodemailer and its transport, made on the first message, not at start: most servers send none
 * for hours (decisions 0841, 0842). Closing before the first message closes nothing.
 */
function lazyTransport<T extends Transporter>(
  make: (module: typeof nodemailer) => T,
): { get: () => Promise<T>; close: () => void } {
  let making: Promise<T> | undefined;
  return {
    get() {
      making ??= import('nodemailer').then((module) => make(module.default));
      return making;
    },
    close: () => void making?.then((transport) => transport.close()),
  };
}
