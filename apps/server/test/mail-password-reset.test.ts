import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiErrorBodySchema, RESET_LINK_EXPIRED_MESSAGE } from '@pipeproof/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { signUp } from './support/browser';
import { findFreePort } from './support/find-free-port';
import { LogCapture, LOG_LEVEL } from './support/log-capture';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { TEST_ORIGIN } from './support/start-test-app';
import { runAdminCli } from './support/run-program';
import { useTestApp } from './support/use-test-app';

/**
 * Forgotten passwords and the mail outbox (decision 0810), against a real SMTP server in this
 * process: the mail, its single-use link, every other session ended, the browser signed in;
 * sending that waits out an SMTP server that is down, and survives a restart.
 */

const NEW_PASSWORD = 'a brand new riser test';

function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}

/** Sign-up mails a verification link too (decision 0811): the reset mail is picked by subject. */
const isResetMail = (mail: ParsedMail) => mail.subject === 'Reset your PipeProof password';
const resetRows = eq(mailOutbox.kind, 'password-reset');

async function errorBody(response: Response) {
  return ApiErrorBodySchema.parse(await response.json());
}

describe('forgot password, with SMTP', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.stop());
  const server = useTestApp(() => ({ env: { SMTP_URL: inbox.url } }));

  it('mails a single-use link that sets a new password, ends every other session and signs this browser in', async () => {
    const phone = server.browser();
    const { email, password } = await signUp(phone, { name: 'Rita Reset' });
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const laptop = server.browser();
    const asked = await laptop.post('/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);
    const answer: unknown = await asked.json();

    const mail = await inbox.waitFor(email, isResetMail);
    expect(mail.text).toContain('Hello Rita Reset,');
    expect(mail.text).toContain('within 1 hour');
    const link = linkIn(mail);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/reset-password');
    expect(mail.html).toContain(link.search.replace(/&/g, '&amp;'));
    expect(mail.from?.text).toContain('no-reply@pipeproof.test');

    // An address without an account gets the same answer, and no mail is written for it.
    const stranger = `nobody-${Date.now()}@example.com`;
    const unknown = await server.browser().post('/api/auth/request-password-reset', {
      email: stranger,
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(answer);
    const queuedForStranger = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, stranger));
    expect(queuedForStranger).toEqual([]);

    const token = link.searchParams.get('token') ?? '';
    const reset = await laptop.post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    // This browser is signed in; the phone's session has ended.
    const me = await laptop.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    // The old password no longer works; the new one does.
    const old = await server.browser().post('/api/auth/sign-in/email', { email, password });
    expect(old.status).toBe(401);
    const fresh = await server
      .browser()
      .post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);

    // The link works once.
    const again = await server.browser().post('/api/auth/reset-password', {
      token,
      newPassword: 'yet another riser test',
    });
    expect(again.status).toBe(400);
    expect(await errorBody(again)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'token',
      message: RESET_LINK_EXPIRED_MESSAGE,
    });
    const [row] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), resetRows));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'password-reset' });
  });

  it.each([
    ['a malformed email', '/api/auth/request-password-reset', { email: 'not-an-email' }, 'email'],
    ['no email', '/api/auth/request-password-reset', {}, 'email'],
    [
      'a malformed token',
      '/api/auth/reset-password',
      { token: 'x', newPassword: NEW_PASSWORD },
      'token',
    ],
    [
      'a weak new password',
      '/api/auth/reset-password',
      { token: 'A'.repeat(24), newPassword: 'aaaaaaaaaa' },
      'newPassword',
    ],
  ])('%s → 400 naming the field', async (_label, url, body, field) => {
    const response = await server.browser().post(url, body);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('an unknown token of the right shape is refused as expired', async () => {
    const response = await server.browser().post('/api/auth/reset-password', {
      token: 'Z'.repeat(24),
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      field: 'token',
      message: RESET_LINK_EXPIRED_MESSAGE,
    });
  });
});

describe('when the SMTP server is down', () => {
  let port: number;
  let inbox: SmtpInbox | null = null;
  beforeAll(async () => {
    port = await findFreePort();
  });
  afterAll(() => inbox?.stop());
  const server = useTestApp(() => ({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    mail: { retryBaseMs: 60_000, pollEveryMs: 100 },
  }));

  it('the request still answers at once, and the mail is sent when the server is back, after a restart too', async () => {
    const { email } = await signUp(server.browser());
    const asked = await server.browser().post('/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);

    // Tried and failed (connection refused), kept for a retry.
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .select()
              .from(mailOutbox)
              .where(and(eq(mailOutbox.to, email), resetRows))
          )[0],
        { timeout: 10_000 },
      )
      .toMatchObject({ status: 'pending', lastError: expect.any(String) });

    // The app stops and starts again while the SMTP server is still down: nothing is lost.
    await server.restart();
    inbox = await startSmtpInbox({ port });
    // Its next attempt comes round (the back-off is the sender's; the test does not wait it out).
    await server.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.to, email));
    const mail = await inbox.waitFor(email, isResetMail);
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .select()
              .from(mailOutbox)
              .where(and(eq(mailOutbox.to, email), resetRows))
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('sent');
    // Sent once.
    expect(inbox.messages.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  const log = new LogCapture();
  const server = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log, adminSocket: true });

  it('writes each mail to DATA_DIR/mail as .eml and logs its link for the operator', async () => {
    const { email } = await signUp(server.browser());
    const asked = await server.browser().post('/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);

    // Sign-up's verification mail is written too (decision 0811): the reset's is found by its log.
    const findWritten = () =>
      log
        .atOrAbove(LOG_LEVEL.info)
        .find(
          (entry) =>
            entry.msg === 'Mail written to a file (no SMTP_URL set)' &&
            entry.kind === 'password-reset',
        );
    await expect.poll(findWritten, { timeout: 10_000 }).toBeDefined();
    const written = findWritten();
    const folder = path.join(server.env.dataDir, 'mail');
    const file = path.basename(String(written?.file));
    expect(await readdir(folder)).toContain(file);
    const eml = await readFile(path.join(folder, file), 'utf8');
    expect(eml).toContain('Subject: Reset your PipeProof password');
    expect(eml).toContain(`To: ${email}`);

    const links = written?.links as string[];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/pipeproof\.test\/reset-password\?token=[A-Za-z0-9_-]+$/);
    const parsed = await simpleParser(eml);
    expect(parsed.text).toContain(links[0]);
  });
});

describe('npm run admin -- reset-link', () => {
  const server = useTestApp({ adminSocket: true });

  it('prints a working single-use link for the account, and mails nothing', async () => {
    const { email } = await signUp(server.browser());
    const run = await runAdminCli(server.testDb, 'reset-link', `  ${email.toUpperCase()} `);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    // At BASE_URL: the server's through its admin socket (PGlite), the tool's own environment's
    // when it reaches PostgreSQL itself.
    const match = /^(https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+))$/m.exec(run.stdout);
    expect(match, run.stdout).not.toBeNull();
    expect(run.stdout).toContain(`Password reset link for ${email} (works once, until `);
    const browser = server.browser();
    const reset = await browser.post('/api/auth/reset-password', {
      token: match?.[2],
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect(await server.database.db.select().from(mailOutbox).where(resetRows)).toEqual([]);

    const unknown = await runAdminCli(server.testDb, 'reset-link', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the email nobody@example.com.');
  });
});
