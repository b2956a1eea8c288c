import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
  ACCOUNT_EXPORTS_PER_HOUR,
  ApiErrorBodySchema,
  SaveLogoResponseSchema,
  SignatureUploadResponseSchema,
  UploadUrlResponseSchema,
  type Job,
} from '@pipeproof/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, certificates, user } from '../src/db/schema';
import { postSignature, type Browser } from './support/browser';
import {
  JOB_DETAILS,
  createJob,
  expectStatus,
  getJob,
  issueCertificate,
  jobBody,
  recordTest,
  send,
  signUpEngineer,
  type Engineer,
} from './support/job-fixtures';
import { LOG_LEVEL, LogCapture } from './support/log-capture';
import { rawRequest } from './support/raw-request';
import { readZip } from './support/read-zip';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { useTestApp } from './support/use-test-app';

/**
 * 'Download my data' (decision 0813): GET /api/account/export over real HTTP on a real database,
 * the ZIP unpacked and every file checked; only the caller's own data; 401, 429; streamed; and a
 * failure part way cuts the connection rather than end a ZIP that looks whole.
 */

const logs = new LogCapture();
// The certificate's sendings to customers are in the export: they go over SMTP (decision 0812).
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.stop());
const server = useTestApp(() => ({
  env: { LOG_LEVEL: 'warn', UPLOAD_RATE_LIMIT_MAX: '1000', SMTP_URL: inbox.url },
  logStream: logs,
}));

const ZIP_NAME = /^attachment; filename="pipeproof-data-\d{4}-\d{2}-\d{2}\.zip"$/;

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** upload-url → PUT → save as the logo (product.md §7); the stored image's id. */
async function uploadLogo(browser: Browser, file: Buffer): Promise<string> {
  const response = await browser.post('/api/company-branding/upload-url');
  const { uploadURL } = UploadUrlResponseSchema.parse(await expectStatus(response, 200));
  const put = await fetch(new URL(uploadURL, server.url), {
    method: 'PUT',
    headers: { 'content-type': 'image/png', origin: browser.origin },
    body: new Uint8Array(file),
  });
  expect(put.status).toBe(204);
  const saved = await browser.post('/api/company-branding/logo', {
    logoUrl: uploadURL.split('?')[0],
  });
  const { logoUrl } = SaveLogoResponseSchema.parse(await expectStatus(saved, 200));
  return logoUrl.split('/').at(-1) ?? '';
}

async function uploadSignature(browser: Browser, file: Buffer): Promise<string> {
  const response = await postSignature(browser, file);
  const { url } = SignatureUploadResponseSchema.parse(await expectStatus(response, 200));
  return url;
}

/** A Professional engineer with branding (logo, signature), a tested job and its certificate. */
async function brandedEngineerWithCertificate(company: string, customerName: string) {
  const engineer = await signUpEngineer(server, 'professional');
  await expectStatus(
    await send(engineer.browser, 'POST', '/api/company-branding', { companyName: company }),
    200,
  );
  const logoId = await uploadLogo(engineer.browser, await png(200, 80, '#1e40af'));
  const signatureUrl = await uploadSignature(engineer.browser, await png(400, 150, '#111111'));
  const job = await createJob(
    engineer,
    jobBody({ jobDetails: { ...JOB_DETAILS, customerName, jobNumber: `JOB-${customerName}` } }),
  );
  await recordTest(engineer, job.id);
  const certificate = await issueCertificate(engineer, job.id);
  return { engineer, logoId, signatureUrl, job: await getJob(engineer, job.id), certificate };
}

async function download(engineer: Engineer) {
  return engineer.browser.get('/api/account/export');
}

/**
 * GET the export with exactly these headers: Node's fetch sets Sec-Fetch-Mode itself ('cors'), so
 * a browser's navigation is sent with node:http.
 */
async function requestExport(headers: Record<string, string>) {
  const response = await rawRequest(server.url, {
    method: 'GET',
    path: '/api/account/export',
    headers,
  });
  return {
    status: response.status,
    location: response.headers.location,
    contentDisposition: response.headers['content-disposition'],
    body: response.text,
  };
}

const text = (files: Map<string, Buffer>, name: string): string => {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the ZIP`);
  return file.toString('utf8');
};
const json = (files: Map<string, Buffer>, name: string): unknown => JSON.parse(text(files, name));

describe('GET /api/account/export', () => {
  it('gives an engineer every file of their own data, and nothing of anyone else’s', async () => {
    const mine = await brandedEngineerWithCertificate('Acme Gas Services Ltd', 'Riverside Bakery');
    const { engineer, certificate, job } = mine;
    await expectStatus(
      await send(engineer.browser, 'PUT', '/api/profile', {
        engineerName: 'Sam Fitter',
        gasSafeNumber: '123456',
        defaultGaugeType: 'electronic01',
        defaultTestMedium: 'Air',
      }),
      200,
    );
    await expectStatus(
      await engineer.browser.post('/api/feedback', { rating: 5, comment: 'Mine: very handy.' }),
      201,
    );
    // Emailed to the customer (decision 0812: from a verified address).
    await server.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, engineer.id));
    await expectStatus(
      await engineer.browser.post(`/api/certificates/${certificate.number}/email`, {
        to: 'office@riverside-bakery.example',
      }),
      202,
    );
    // Someone else, with data of every kind, and anonymous feedback.
    const other = await brandedEngineerWithCertificate('Other Gas Co', 'Somebody Else Ltd');
    await other.engineer.browser.post('/api/feedback', { rating: 1, comment: 'Not mine at all.' });
    await server.browser().post('/api/feedback', { rating: 3, comment: 'Anonymous words.' });

    const response = await download(engineer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(ZIP_NAME);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Already compressed: sent as it is.
    expect(response.headers.get('content-encoding')).toBeNull();
    const files = readZip(new Uint8Array(await response.arrayBuffer()));

    expect([...files.keys()]).toEqual([
      'README.txt',
      'profile.json',
      'plan-history.json',
      'jobs.json',
      `certificates/${certificate.number}.json`,
      `certificates/${certificate.number}.pdf`,
      'company-branding.json',
      'images/logo.png',
      'images/signature.png',
      'feedback.json',
    ]);

    const readme = text(files, 'README.txt');
    for (const name of ['profile.json', 'plan-history.json', 'jobs.json', 'feedback.json']) {
      expect(readme).toContain(`\n${name}\n`);
    }
    expect(readme).toContain(engineer.email);
    expect(readme).toContain('What is not included');

    expect(json(files, 'profile.json')).toMatchObject({
      account: {
        id: engineer.id,
        email: engineer.email,
        name: 'Test Engineer',
        plan: 'professional',
      },
      engineerProfile: {
        engineerName: 'Sam Fitter',
        gasSafeNumber: '123456',
        defaultGaugeType: 'electronic01',
        defaultTestMedium: 'Air',
      },
      signInMethods: [{ provider: 'credential', providerAccountId: engineer.id }],
      sessions: [expect.objectContaining({ expiresAt: expect.any(String) })],
      subscription: null,
    });
    expect(json(files, 'plan-history.json')).toEqual([
      {
        changedAt: expect.any(String),
        fromPlan: 'free',
        toPlan: 'professional',
        cause: 'admin',
        stripeEventId: null,
      },
    ]);
    // The job exactly as the API gives it: details, inputs and the test record with its results.
    expect(json(files, 'jobs.json')).toEqual([await getJob(engineer, job.id)]);
    expect((json(files, 'jobs.json') as Job[])[0]?.testRecords).toHaveLength(1);

    const [stored] = await server.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.number, certificate.number));
    expect(json(files, `certificates/${certificate.number}.json`)).toEqual({
      number: certificate.number,
      issuedAt: certificate.issuedAt,
      jobId: job.id,
      calculatorType: 'commercial',
      jobNumber: 'JOB-Riverside Bakery',
      customerName: 'Riverside Bakery',
      overallResult: 'PASS',
      engineVersion: stored?.engineVersion,
      emailedToCustomers: [
        {
          to: 'office@riverside-bakery.example',
          sentAt: expect.any(String),
          status: expect.any(String),
        },
      ],
      content: JSON.parse(JSON.stringify(stored?.content)) as unknown,
    });
    const pdf = files.get(`certificates/${certificate.number}.pdf`) ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The same certificate the PDF route makes (Premium and up), branding and all.
    const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(pdfText).toContain(`Certificate number ${certificate.number}`);
    expect(pdfText).toContain('Acme Gas Services Ltd');
    expect(pdfText).toContain('Riverside Bakery');

    expect(json(files, 'company-branding.json')).toMatchObject({
      companyName: 'Acme Gas Services Ltd',
      logoFile: 'images/logo.png',
      signatureFile: 'images/signature.png',
    });
    // The images as stored (read through the image storage), byte for byte as the app serves them.
    const servedLogo = await engineer.browser.get(`/api/uploads/${mine.logoId}`);
    expect(files.get('images/logo.png')).toEqual(Buffer.from(await servedLogo.arrayBuffer()));
    const servedSignature = await engineer.browser.get(mine.signatureUrl);
    expect(files.get('images/signature.png')).toEqual(
      Buffer.from(await servedSignature.arrayBuffer()),
    );

    expect(json(files, 'feedback.json')).toEqual([
      {
        id: expect.any(String),
        rating: 5,
        comment: 'Mine: very handy.',
        createdAt: expect.any(String),
      },
    ]);

    // Nothing of anyone else's, and no secret of the engineer's own.
    const [credential] = await server.database.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, engineer.id));
    const sessionCookie = engineer.browser.cookies.get('pipeproof.session_token') ?? '';
    const sessionToken = decodeURIComponent(sessionCookie).split('.')[0] ?? '';
    expect(credential?.password).toBeTruthy();
    expect(sessionToken.length).toBeGreaterThan(10);
    const everything = [...files.values()].map((file) => file.toString('latin1')).join('\n');
    for (const absent of [
      other.engineer.email,
      other.engineer.id,
      'Somebody Else Ltd',
      'Other Gas Co',
      other.certificate.number,
      other.job.id,
      'Not mine at all.',
      'Anonymous words.',
      credential?.password ?? 'password hash',
      sessionToken,
    ]) {
      expect(everything, absent).not.toContain(absent);
    }
  });

  it('refuses a signed-out visitor with 401', async () => {
    const response = await server.browser().get('/api/account/export');
    expect(response.status).toBe(401);
    expect(ApiErrorBodySchema.parse(await response.json()).code).toBe('UNAUTHORIZED');
  });

  it(`allows ${ACCOUNT_EXPORTS_PER_HOUR} downloads an hour per account, then 429 with a clear message`, async () => {
    const engineer = await signUpEngineer(server, 'free');
    for (let index = 0; index < ACCOUNT_EXPORTS_PER_HOUR; index += 1) {
      const response = await download(engineer);
      expect(response.status).toBe(200);
      expect(readZip(new Uint8Array(await response.arrayBuffer())).has('jobs.json')).toBe(true);
    }
    const refused = await download(engineer);
    expect(refused.status).toBe(429);
    expect(ApiErrorBodySchema.parse(await refused.json())).toMatchObject({
      code: 'RATE_LIMITED',
      message: ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
    });
    // Per account, not per address: another engineer on the same connection still can.
    const colleague = await signUpEngineer(server, 'free');
    const allowed = await download(colleague);
    expect(allowed.status).toBe(200);
    await allowed.arrayBuffer();
  });

  it('the account page’s link, followed as a page: a refusal goes back to a page that says why (decision 0869)', async () => {
    const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };
    const signedOut = await requestExport(navigation);
    expect(signedOut.status).toBe(303);
    expect(signedOut.location).toBe('/sign-in?returnTo=%2Faccount');

    const engineer = await signUpEngineer(server, 'free');
    const cookie = engineer.browser.cookieHeader();
    for (let index = 0; index < ACCOUNT_EXPORTS_PER_HOUR; index += 1) {
      const response = await requestExport({ ...navigation, cookie });
      expect(response.status).toBe(200);
      expect(response.contentDisposition).toMatch(ZIP_NAME);
    }
    const refused = await requestExport({ ...navigation, cookie });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe('/account?export=limited');
    // A browser too old for Sec-Fetch headers, asking for a page, is answered the same way.
    const older = await requestExport({ accept: 'text/html,application/xhtml+xml', cookie });
    expect(older.location).toBe('/account?export=limited');
    // A fetch (the app's, a script's) still gets the JSON refusal.
    const fetched = await requestExport({ 'sec-fetch-mode': 'cors', accept: 'text/html', cookie });
    expect(fetched.status).toBe(429);
    expect(ApiErrorBodySchema.parse(JSON.parse(fetched.body)).message).toBe(
      ACCOUNT_EXPORT_RATE_LIMITED_MESSAGE,
    );
  });

  it('streams a large account: the ZIP starts before the export has finished, and holds all 200 jobs', async () => {
    const { engineer, logoId } = await brandedEngineerWithCertificate('Big Co', 'Big Customer');
    const clientIds: string[] = [];
    for (let index = 1; index < 200; index += 1) {
      const body = jobBody({ jobDetails: { ...JOB_DETAILS, jobNumber: `BULK-${index}` } });
      clientIds.push((await createJob(engineer, body)).clientId);
    }
    // The logo is read after every job and certificate is out. Make it a FIFO: the export
    // cannot finish until this test writes the logo into it, whatever the timing.
    const logoFile = path.join(server.env.dataDir, 'uploads', 'images', `${logoId}.png`);
    const logo = fs.readFileSync(logoFile);
    fs.rmSync(logoFile);
    execFileSync('mkfifo', [logoFile]);
    try {
      const response = await download(engineer);
      expect(response.status).toBe(200);
      // Streamed: no length known in advance.
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      const reader = (response.body ?? new ReadableStream<Uint8Array>()).getReader();
      const chunks: Buffer[] = [];
      const received = () => Buffer.concat(chunks).toString('latin1');
      // Everything up to the last certificate's PDF arrives while the server waits for the logo.
      while (!/certificates\/PP-[\w-]+\.pdf/.test(received())) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the ZIP ended before the logo was given');
        chunks.push(Buffer.from(value));
      }
      expect(received()).toContain('jobs.json');
      expect(received()).not.toContain('company-branding.json');
      // Meets the export's read of the FIFO (each waits for the other to open it).
      await fs.promises.writeFile(logoFile, logo);
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(Buffer.from(value));
      }
      const files = readZip(Buffer.concat(chunks));
      const jobs = json(files, 'jobs.json') as Job[];
      expect(jobs).toHaveLength(200);
      // Oldest first, each once, across every page.
      expect(jobs.slice(1).map((one) => one.clientId)).toEqual(clientIds);
      expect(new Set(jobs.map((one) => one.id)).size).toBe(200);
      expect(files.get('images/logo.png')).toEqual(logo);
    } finally {
      // Whatever happened, leave no read blocked on the FIFO (it would hang the app's close):
      // opening it read-write never blocks, and frees a waiting reader; then the logo is a file.
      const fifo = fs.openSync(logoFile, 'r+');
      fs.writeSync(fifo, logo);
      fs.closeSync(fifo);
      fs.writeFileSync(`${logoFile}.tmp`, logo);
      fs.renameSync(`${logoFile}.tmp`, logoFile);
    }
  });

  it('a failure part way cuts the connection (no ZIP that looks whole) and is logged', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    await createJob(engineer);
    const job = await createJob(engineer);
    await recordTest(engineer, job.id);
    const { number } = await issueCertificate(engineer, job.id);
    // A certificate the server cannot render: the export fails after the jobs have gone out.
    await server.database.db
      .update(certificates)
      .set({ content: sql`'{"version":1}'::jsonb` })
      .where(eq(certificates.number, number));
    logs.clear();

    const response = await download(engineer);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    await expect
      .poll(() =>
        logs
          .atOrAbove(LOG_LEVEL.error)
          .some((entry) => entry.msg === 'Account export failed part way: download cut off'),
      )
      .toBe(true);
  });
});
