import {
  ApiErrorBodySchema,
  CHANGE_EMAIL_MESSAGES,
  EMAIL_LINK_EXPIRED_MESSAGE,
  EMAIL_VERIFICATION_MAILS_PER_HOUR,
  UserSchema,
} from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { createAuth } from '../src/auth/create-auth';
import { mailOutbox, user } from '../src/db/schema';
import { createUser } from '../src/modules/users/create-user';
import { signUp, type Browser } from './support/browser';
import { signInThroughIdp } from './support/sign-in-through-idp';
import { startOidcProvider, type TestIdp } from './support/start-oidc-provider';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { TEST_AUTH_SECRET, TEST_ORIGIN } from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Verifying an address, changing it and changing the password (decision 0811), against a real
 * SMTP server and a real OpenID Connect provider in this process.
 */

// oidc-provider warns about its development-only login pages and Node 20 when it loads.
const originalWarn = vi.hoisted(() => {
  const warn = console.warn;
  console.warn = () => undefined;
  return warn;
});

let inbox: SmtpInbox;
let idp: TestIdp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  idp = await startOidcProvider(`${TEST_ORIGIN}/api/auth/callback/oidc`);
});
afterAll(async () => {
  await inbox?.stop();
  await idp?.close();
  console.warn = originalWarn;
});
const server = useTestApp(() => ({
  env: {
    SMTP_URL: inbox.url,
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
  },
}));

const PASSWORD = 'correct horse battery';

/** The link in a mail: the web app's /verify-email with its token (and step). */
function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_.-]+(&step=[a-z-]+)?/.exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(match[0]);
}

/** What the web page does with a link: GET /api/auth/verify-email with its token. */
function follow(browser: Browser, link: URL): Promise<Response> {
  const token = link.searchParams.get('token') ?? '';
  return browser.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
}

async function me(browser: Browser) {
  return UserSchema.parse(await (await browser.get('/api/auth/user')).json());
}

async function errorBody(response: Response) {
  return ApiErrorBodySchema.parse(await response.json());
}

const bySubject = (subject: string) => (mail: ParsedMail) => mail.subject === subject;
const VERIFY_SUBJECT = 'Verify your email address for PipeProof';
const CONFIRM_SUBJECT = 'Confirm the change of your PipeProof email address';
const NEW_ADDRESS_SUBJECT = 'Confirm your new email address for PipeProof';

describe('verifying the address', () => {
  it('mails a link at sign-up; following it (signed out too) verifies the address', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser, { name: 'Vera Verify' });
    expect(await me(browser)).toMatchObject({ email, emailVerified: false });

    const mail = await inbox.waitFor(email, bySubject(VERIFY_SUBJECT));
    expect(mail.text).toContain('Hello Vera Verify,');
    expect(mail.text).toContain('within 24 hours');
    const link = linkIn(mail);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('step')).toBeNull();
    expect(mail.html).toContain(link.search.replace(/&/g, '&amp;'));

    // Opened on the phone, where nobody is signed in.
    const verified = await follow(server.browser(), link);
    expect(verified.status).toBe(200);
    expect(await me(browser)).toMatchObject({ emailVerified: true });
    const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);

    // Opened again: still verified, nothing else happens; 'Resend' has nothing left to do.
    expect((await follow(server.browser(), link)).status).toBe(200);
    const resend = await browser.post('/api/auth/send-verification-email', { email });
    expect(resend.status).toBe(400);
    expect(await errorBody(resend)).toMatchObject({
      field: 'email',
      message: 'Your email address is already verified.',
    });
  });

  it('Resend mails a new working link, only for the signed-in account’s own address, a few an hour', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    await inbox.waitFor(email, bySubject(VERIFY_SUBJECT));

    const signedOut = await server.browser().post('/api/auth/send-verification-email', { email });
    expect(signedOut.status).toBe(401);
    const other = await browser.post('/api/auth/send-verification-email', {
      email: 'someone-else@example.com',
    });
    expect(other.status).toBe(400);
    expect(await errorBody(other)).toMatchObject({ field: 'email' });

    const resend = await browser.post('/api/auth/send-verification-email', { email });
    expect(resend.status).toBe(200);
    const sent = () => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect((await sent()).map((row) => row.kind)).toEqual([
      'email-verification',
      'email-verification',
    ]);

    // Sign-up's mail and two resends make the hour's budget; the next is refused.
    for (let i = 2; i < EMAIL_VERIFICATION_MAILS_PER_HOUR; i += 1) {
      expect((await browser.post('/api/auth/send-verification-email', { email })).status).toBe(200);
    }
    const tooMany = await browser.post('/api/auth/send-verification-email', { email });
    expect(tooMany.status).toBe(429);
    expect(await errorBody(tooMany)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await sent()).toHaveLength(EMAIL_VERIFICATION_MAILS_PER_HOUR);

    // The latest link verifies.
    await expect.poll(() => inbox.messages.filter(isTo(email)).length).toBe(3);
    const latest = inbox.messages.filter(isTo(email)).at(-1);
    if (!latest) throw new Error('no mail');
    expect((await follow(browser, linkIn(latest))).status).toBe(200);
    expect(await me(browser)).toMatchObject({ emailVerified: true });
  });

  it.each([
    ['a malformed token', 'not-a-token'],
    ['a token signed with another secret', forgedToken()],
    ['no token', ''],
  ])('%s → 400 on field token', async (_label, token) => {
    const response = await server
      .browser()
      .get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'token',
      // Refused by the contract ('token: …') or by better-auth, in the same words.
      message: expect.stringContaining(EMAIL_LINK_EXPIRED_MESSAGE),
    });
  });

  it('counts an account from the OpenID Connect provider verified, whatever the provider says', async () => {
    const app = server.browser();
    await signInThroughIdp(app, idp, { login: 'unverified-olga', callbackURL: '/account' });
    expect(await me(app)).toMatchObject({
      email: 'unverified-olga@idp.example',
      emailVerified: true,
    });
    const queued = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'unverified-olga@idp.example'));
    expect(queued).toEqual([]);
  });

  it('counts an account the operator made with the admin tool verified, and mails it nothing', async () => {
    const email = `operator-made-${Date.now()}@example.com`;
    // The admin tool's own module, calling better-auth without a request as the tool does.
    const auth = createAuth({
      env: server.env,
      db: server.database.db,
      secret: TEST_AUTH_SECRET,
      logger: pino({ level: 'silent' }),
    });
    await createUser(auth, server.database.db, { email, password: PASSWORD, name: 'Op Made' });
    const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(true);
    expect(
      await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)),
    ).toEqual([]);
  });
});

describe('changing the address', () => {
  it('an unverified account: the link at the new address changes it and verifies it', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser, { name: 'Cal Change' });
    const newEmail = `new-${email}`;
    const asked = await browser.post('/api/auth/change-email', { newEmail });
    expect(asked.status).toBe(200);
    // Nothing changes until the new address is proven.
    expect(await me(browser)).toMatchObject({ email, emailVerified: false });

    const mail = await inbox.waitFor(newEmail, bySubject(NEW_ADDRESS_SUBJECT));
    const link = linkIn(mail);
    expect(link.searchParams.get('step')).toBe('new-address');
    expect((await follow(browser, link)).status).toBe(200);
    expect(await me(browser)).toMatchObject({ email: newEmail, emailVerified: true });

    // The old address no longer signs in; the new one does.
    const old = await server
      .browser()
      .post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await server
      .browser()
      .post('/api/auth/sign-in/email', { email: newEmail, password: PASSWORD });
    expect(fresh.status).toBe(200);

    // The link works once.
    const again = await follow(server.browser(), link);
    expect(again.status).toBe(400);
    expect(await errorBody(again)).toMatchObject({
      field: 'token',
      message: EMAIL_LINK_EXPIRED_MESSAGE,
    });
  });

  it('a verified account confirms at the old address first, then at the new one', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    expect(
      (await follow(browser, linkIn(await inbox.waitFor(email, bySubject(VERIFY_SUBJECT))))).status,
    ).toBe(200);

    const newEmail = `moved-${email}`;
    expect((await browser.post('/api/auth/change-email', { newEmail })).status).toBe(200);
    const confirm = await inbox.waitFor(email, bySubject(CONFIRM_SUBJECT));
    expect(confirm.text).toContain(newEmail);
    const confirmLink = linkIn(confirm);
    expect(confirmLink.searchParams.get('step')).toBe('confirm-change');
    // Nothing is mailed to the new address before the old one confirms.
    expect(inbox.messages.filter(isTo(newEmail))).toEqual([]);

    // Confirmed on the phone (signed out): the new address is mailed; nothing changes yet.
    expect((await follow(server.browser(), confirmLink)).status).toBe(200);
    expect(await me(browser)).toMatchObject({ email, emailVerified: true });
    const verify = await inbox.waitFor(newEmail, bySubject(NEW_ADDRESS_SUBJECT));
    expect((await follow(browser, linkIn(verify))).status).toBe(200);
    expect(await me(browser)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(
      (await server.browser().post('/api/auth/sign-in/email', { email, password: PASSWORD }))
        .status,
    ).toBe(401);
  });

  it.each([
    [
      'another account’s address',
      (taken: string) => taken.toUpperCase(),
      CHANGE_EMAIL_MESSAGES.taken,
    ],
    ['its own address', (_taken: string, own: string) => ` ${own} `, CHANGE_EMAIL_MESSAGES.same],
    ['not an address', () => 'not-an-email', 'Please enter a valid email address.'],
  ])('%s → 400 on field newEmail, and nothing is mailed', async (_label, pick, message) => {
    const { email: taken } = await signUp(server.browser());
    const browser = server.browser();
    const { email } = await signUp(browser);
    const response = await browser.post('/api/auth/change-email', { newEmail: pick(taken, email) });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'newEmail',
      message: expect.stringContaining(message),
    });
    const kinds = await server.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, taken.toLowerCase()));
    expect(kinds.map((row) => row.kind)).toEqual(['email-verification']);
  });

  it('an address taken by another account before the link is opened → 400, nothing changes', async () => {
    const browser = server.browser();
    const { email } = await signUp(browser);
    const newEmail = `contested-${email}`;
    expect((await browser.post('/api/auth/change-email', { newEmail })).status).toBe(200);
    const mail = await inbox.waitFor(newEmail, bySubject(NEW_ADDRESS_SUBJECT));
    await signUp(server.browser(), { email: newEmail });
    const response = await follow(browser, linkIn(mail));
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ message: CHANGE_EMAIL_MESSAGES.taken });
    expect(await me(browser)).toMatchObject({ email });
  });

  it('signed out → 401', async () => {
    const response = await server
      .browser()
      .post('/api/auth/change-email', { newEmail: 'someone@example.com' });
    expect(response.status).toBe(401);
  });
});

describe('changing the password', () => {
  it('a wrong current password → 400 on currentPassword; the right one ends every other session and keeps this one', async () => {
    const laptop = server.browser();
    const { email } = await signUp(laptop);
    const phone = server.browser();
    expect(
      (await phone.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);

    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'not the password',
      newPassword: 'a brand new riser test',
    });
    expect(wrong.status).toBe(400);
    expect(await errorBody(wrong)).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'currentPassword',
      message: 'Incorrect password.',
    });

    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new riser test',
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
  });

  it('an account without a password → 400 on currentPassword, saying so', async () => {
    const app = server.browser();
    await signInThroughIdp(app, idp, { login: 'paula', callbackURL: '/account' });
    const response = await app.post('/api/auth/change-password', {
      currentPassword: 'anything at all',
      newPassword: 'a brand new riser test',
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      field: 'currentPassword',
      message: expect.stringContaining('no password'),
    });
  });
});

function isTo(address: string) {
  return (mail: ParsedMail) => {
    const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return list.some((group) => group.value.some((entry) => entry.address === address));
  };
}

/** A well-formed JWT whose signature is not ours. */
function forgedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email: 'a@b.co', exp: 9_999_999_999 })}.${'A'.repeat(43)}`;
}
