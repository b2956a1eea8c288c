import {
  CERTIFICATE_EMAIL_NO_MAIL_MESSAGE,
  CERTIFICATE_EMAIL_RATE_LIMITED_MESSAGE,
  CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE,
  CertificateSummaryListSchema,
  CertificateSummarySchema,
  CertificateVerificationSchema,
  FEATURE_GATE_MESSAGES,
  type CertificateSummary,
  type Tier,
} from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, user } from '../src/db/schema';
import {
  expectError,
  expectStatus,
  getJob,
  issueCertificate,
  JOB_DETAILS,
  savedJobWithRecord,
  send,
  signUpEngineer,
  type Engineer,
} from './support/job-fixtures';
import { runAdminCli } from './support/run-program';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { TEST_ORIGIN } from './support/start-test-app';
import { useTestApp } from './support/use-test-app';

/**
 * 'Email to customer' (decision 0812) against a real SMTP server in this process and a real
 * database: the mail as the customer gets it (PDF attached, verification link, replies to the
 * engineer or their company), the gates (tier, verified address, owner, body, hourly limit),
 * the sending listed with the certificate and the address remembered on the job.
 */

const HOURLY_MAX = 3;

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.stop());
const server = useTestApp(() => ({
  env: { SMTP_URL: inbox.url, CERTIFICATE_EMAIL_HOURLY_MAX: String(HOURLY_MAX) },
  adminSocket: true,
}));

let customers = 0;
/** A fresh recipient, so each test reads only its own mail. */
const customerAddress = () => `customer-${Date.now()}-${(customers += 1)}@example.com`;

async function verifiedEngineer(tier: Tier): Promise<Engineer> {
  const engineer = await signUpEngineer(server, tier);
  await server.database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.id, engineer.id));
  return engineer;
}

function emailCertificate(engineer: Engineer, number: string, body: unknown): Promise<Response> {
  return send(engineer.browser, 'POST', `/api/certificates/${number}/email`, body);
}

async function sendTo(
  engineer: Engineer,
  number: string,
  body: { to: string; message?: string },
): Promise<CertificateSummary> {
  return CertificateSummarySchema.parse(
    await expectStatus(await emailCertificate(engineer, number, body), 202),
  );
}

function verifyLinkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/verify\/PP-[0-9A-Z-]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(match[0]);
}

describe('emailing a certificate to a customer', () => {
  it('sends the PDF with the note and a working verification link; replies go to the engineer', async () => {
    const engineer = await verifiedEngineer('premium');
    const job = await savedJobWithRecord(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const to = customerAddress();
    const note = 'Hi Jo,\nHere is the certificate for today’s test. <Thanks> & regards.';

    const answer = await sendTo(engineer, certificate.number, { to: `  ${to} `, message: note });
    expect(answer.number).toBe(certificate.number);
    expect(answer.emails).toEqual([
      { to, sentAt: expect.any(String) as string, status: expect.any(String) as string },
    ]);

    const mail = await inbox.waitFor(to);
    expect(mail.subject).toBe(
      `Gas test certificate ${certificate.number} – ${JOB_DETAILS.location} from ${JOB_DETAILS.engineerName}`,
    );
    expect(mail.from?.text).toContain('no-reply@pipeproof.test');
    expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual([engineer.email]);
    const text = mail.text ?? '';
    expect(text).toContain(note);
    for (const value of [
      certificate.number,
      JOB_DETAILS.jobNumber,
      JOB_DETAILS.customerName,
      JOB_DETAILS.location,
      'Sent with PipeProof',
    ]) {
      expect(text).toContain(value);
    }
    // The note is the engineer's text: escaped in HTML, never markup.
    expect(mail.html).toContain('&lt;Thanks&gt; &amp; regards.');
    expect(mail.html).not.toContain('<Thanks>');

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe(`${certificate.number}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.content.length).toBeGreaterThan(10_000);

    // The link is the public verification page of this certificate, and it verifies.
    const link = verifyLinkIn(mail);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe(`/verify/${certificate.number}`);
    expect(mail.html).toContain(`href="${link.href}"`);
    const number = link.pathname.split('/').pop() ?? '';
    const verification = CertificateVerificationSchema.parse(
      await expectStatus(await server.browser().get(`/api/verify/${number}`), 200),
    );
    expect(verification).toMatchObject({ number: certificate.number, overallResult: 'PASS' });

    // Sent, and the outbox no longer keeps the customer's document.
    await expect
      .poll(async () => {
        const [row] = await server.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, to));
        return row && { status: row.status, content: row.attachmentContent };
      })
      .toEqual({ status: 'sent', content: null });
  });

  it('lists each sending with the certificate, and the job remembers the customer’s address', async () => {
    const engineer = await verifiedEngineer('premium');
    const job = await savedJobWithRecord(engineer);
    const certificate = await issueCertificate(engineer, job.id);
    const first = customerAddress();
    const second = customerAddress();
    await sendTo(engineer, certificate.number, { to: first });
    expect((await getJob(engineer, job.id)).customerEmail).toBe(first);
    await sendTo(engineer, certificate.number, { to: second, message: '' });
    await inbox.waitFor(second);

    const list = CertificateSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/certificates'), 200),
    );
    expect(list.find((item) => item.number === certificate.number)?.emails).toEqual([
      { to: second, sentAt: expect.any(String) as string, status: expect.any(String) as string },
      { to: first, sentAt: expect.any(String) as string, status: expect.any(String) as string },
    ]);
    // The job keeps the last address; a save that leaves it out keeps it, a blank one clears it.
    const saved = await getJob(engineer, job.id);
    expect(saved.customerEmail).toBe(second);
    const { id: _id, createdAt: _c, updatedAt: _u, testRecords: _t, clientId: _k, ...body } = saved;
    const { customerEmail: _e, ...withoutEmail } = body;
    await expectStatus(
      await send(engineer.browser, 'PUT', `/api/jobs/${job.id}`, withoutEmail),
      200,
    );
    expect((await getJob(engineer, job.id)).customerEmail).toBe(second);
    await expectStatus(
      await send(engineer.browser, 'PUT', `/api/jobs/${job.id}`, { ...body, customerEmail: '' }),
      200,
    );
    expect((await getJob(engineer, job.id)).customerEmail).toBeUndefined();
    // Re-issuing the same records answers the same certificate, with its sendings.
    const again = await issueCertificate(engineer, job.id, 200);
    expect(again.emails.map((email) => email.to)).toEqual([second, first]);
  });

  it('comes from a Professional engineer’s company: its name, and replies to its email', async () => {
    const engineer = await verifiedEngineer('professional');
    await expectStatus(
      await send(engineer.browser, 'POST', '/api/company-branding', {
        companyName: 'Northern Gas Services Ltd',
        companyEmail: 'office@northern-gas.example',
        primaryColor: '#0f766e',
      }),
      200,
    );
    const certificate = await issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
    const to = customerAddress();
    await sendTo(engineer, certificate.number, { to });

    const mail = await inbox.waitFor(to);
    expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual([
      'office@northern-gas.example',
    ]);
    expect(mail.subject).toContain('from Northern Gas Services Ltd');
    expect(mail.text).toContain('Northern Gas Services Ltd');
    expect(mail.text).not.toContain('PipeProof');
    expect(mail.html).toContain('#0f766e');
    expect(mail.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('who may email a certificate, and what', () => {
  it.each(['free', 'basic'] as const)(
    'refuses %s with the upgrade gate (Premium, as the PDF)',
    async (tier) => {
      const owner = await verifiedEngineer('premium');
      const certificate = await issueCertificate(owner, (await savedJobWithRecord(owner)).id);
      const engineer = await verifiedEngineer(tier);
      const response = await emailCertificate(engineer, certificate.number, {
        to: customerAddress(),
      });
      expect(await expectError(response, 403)).toMatchObject({
        code: 'UPGRADE_REQUIRED',
        message: FEATURE_GATE_MESSAGES.emailCertificate,
      });
    },
  );

  it('refuses an account whose address is not verified, and queues nothing', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const certificate = await issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
    const to = customerAddress();
    const response = await emailCertificate(engineer, certificate.number, { to });
    expect(await expectError(response, 403)).toMatchObject({
      code: 'FORBIDDEN',
      message: CERTIFICATE_EMAIL_UNVERIFIED_MESSAGE,
    });
    const queued = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(queued).toEqual([]);
  });

  it('lets the account send once the admin tool has marked its address verified', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const certificate = await issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
    const run = await runAdminCli(
      server.testDb,
      'verify-email',
      ` ${engineer.email.toUpperCase()}`,
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`${engineer.email}'s email address is now verified.`);
    const to = customerAddress();
    await sendTo(engineer, certificate.number, { to });
    await inbox.waitFor(to);
    const unknown = await runAdminCli(server.testDb, 'verify-email', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the email nobody@example.com.');
  });

  it('answers someone else’s certificate, or no certificate, with the same 404', async () => {
    const owner = await verifiedEngineer('premium');
    const certificate = await issueCertificate(owner, (await savedJobWithRecord(owner)).id);
    const other = await verifiedEngineer('professional');
    for (const number of [certificate.number, 'PP-2026-AAAA-AAAA', 'not-a-number']) {
      const response = await emailCertificate(other, number, { to: customerAddress() });
      expect((await expectError(response, 404)).message).toBe('Certificate not found.');
    }
  });

  it.each([
    ['no address', {}, 'to'],
    ['a malformed address', { to: 'not-an-email' }, 'to'],
    ['two addresses', { to: 'a@example.com, b@example.com' }, 'to'],
    ['an address that is not text', { to: ['a@example.com'] }, 'to'],
    ['a message too long', { to: 'a@example.com', message: 'x'.repeat(1001) }, 'message'],
    ['a message that is not text', { to: 'a@example.com', message: 42 }, 'message'],
  ])('refuses %s with 400 on that field', async (_name, body, field) => {
    const engineer = await verifiedEngineer('premium');
    const certificate = await issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
    const error = await expectError(
      await emailCertificate(engineer, certificate.number, body),
      400,
    );
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it(`allows ${HOURLY_MAX} an hour per account, then 429 with a clear message`, async () => {
    const engineer = await verifiedEngineer('premium');
    const certificate = await issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
    for (let sent = 0; sent < HOURLY_MAX; sent += 1) {
      await sendTo(engineer, certificate.number, { to: customerAddress() });
    }
    const to = customerAddress();
    const refused = await emailCertificate(engineer, certificate.number, { to });
    expect(await expectError(refused, 429)).toMatchObject({
      code: 'RATE_LIMITED',
      message: CERTIFICATE_EMAIL_RATE_LIMITED_MESSAGE,
    });
    const queued = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(queued).toEqual([]);
    // Sendings at the same moment are counted one after another: none gets past the limit.
    const burst = await verifiedEngineer('premium');
    const burstCertificate = await issueCertificate(burst, (await savedJobWithRecord(burst)).id);
    const statuses = await Promise.all(
      Array.from({ length: HOURLY_MAX + 2 }, async () => {
        const response = await emailCertificate(burst, burstCertificate.number, {
          to: customerAddress(),
        });
        await response.text();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(HOURLY_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    // Another account has its own hour.
    const colleague = await verifiedEngineer('premium');
    const theirs = await issueCertificate(colleague, (await savedJobWithRecord(colleague)).id);
    await sendTo(colleague, theirs.number, { to: customerAddress() });
  });
});

describe('a server without SMTP_URL', () => {
  // Its mail is only written to DATA_DIR/mail (decision 0810): nothing would reach the customer.
  const noMail = useTestApp();

  it('refuses to email a certificate, in words, and queues nothing', async () => {
    const engineer = await signUpEngineer(noMail, 'premium');
    await noMail.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, engineer.id));
    const certificate = await issueCertificate(engineer, (await savedJobWithRecord(engineer)).id);
    const to = customerAddress();
    const response = await emailCertificate(engineer, certificate.number, { to });
    expect(await expectError(response, 503)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: CERTIFICATE_EMAIL_NO_MAIL_MESSAGE,
    });
    const queued = await noMail.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(queued).toEqual([]);
    const [listed] = CertificateSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/certificates'), 200),
    );
    expect(listed?.emails).toEqual([]);
  });
});
