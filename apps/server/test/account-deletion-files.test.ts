import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  CertificateVerificationSchema,
  SaveLogoResponseSchema,
  SignatureUploadResponseSchema,
  UploadUrlResponseSchema,
  UserSchema,
} from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createAuth } from '../src/auth/create-auth';
import { openDatabase } from '../src/db/open-database';
import { certificates, uploadedImages, user } from '../src/db/schema';
import { parseEnv } from '../src/env';
import { renderCertificateHtml } from '../src/modules/certificates/render-certificate-html';
import { renderCertificatePdf } from '../src/modules/certificates/render-certificate-pdf';
import { fromStoredCertificate } from '../src/modules/certificates/stored-certificate';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { Browser, postSignature, signUp } from './support/browser';
import { expectStatus, issuedCertificate, send, signUpEngineer } from './support/job-fixtures';
import { TEST_AUTH_SECRET, TEST_ORIGIN } from './support/start-test-app';
import { createTestDatabase } from './support/test-database';
import { useTestApp } from './support/use-test-app';

/**
 * Deleting an account deletes the user's stored images (logo, signature, unfinished uploads)
 * after the user row has gone (decision 0432). Certificates keep their own copy of the logo and
 * signature, so they still render and verify afterwards.
 */

const server = useTestApp({ env: { UPLOAD_RATE_LIMIT_MAX: '1000' } });

async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** upload-url, then optionally the PUT, then optionally saving it as the logo. */
async function startUpload(browser: Browser, file: Buffer, steps: 'url' | 'put' | 'save') {
  const response = await browser.post('/api/company-branding/upload-url');
  const { uploadURL } = UploadUrlResponseSchema.parse(await expectStatus(response, 200));
  const id = uploadURL.split('?')[0]?.split('/').at(-1) ?? '';
  if (steps === 'url') return id;
  const put = await fetch(new URL(uploadURL, server.url), {
    method: 'PUT',
    headers: { 'content-type': 'image/png', origin: browser.origin },
    body: new Uint8Array(file),
  });
  expect(put.status).toBe(204);
  if (steps === 'put') return id;
  const saved = await browser.post('/api/company-branding/logo', {
    logoUrl: uploadURL.split('?')[0],
  });
  const { logoUrl } = SaveLogoResponseSchema.parse(await expectStatus(saved, 200));
  expect(logoUrl.endsWith(id)).toBe(true);
  return id;
}

async function uploadSignature(browser: Browser, file: Buffer): Promise<string> {
  const response = await postSignature(browser, file);
  const { url } = SignatureUploadResponseSchema.parse(await expectStatus(response, 200));
  return url.split('/').at(-1) ?? '';
}

/** Every file under DATA_DIR/uploads (raw/<id>, images/<id>.png), relative. */
function storedFiles(): string[] {
  const root = path.join(server.env.dataDir, 'uploads');
  return ['raw', 'images'].flatMap((folder) => {
    const dir = path.join(root, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${folder}/${name}`) : [];
  });
}

/** A Professional engineer with a saved company name, a logo and a signature. */
async function brandedEngineer(companyName: string) {
  const engineer = await signUpEngineer(server, 'professional');
  await expectStatus(
    await send(engineer.browser, 'POST', '/api/company-branding', { companyName }),
    200,
  );
  const logoId = await startUpload(engineer.browser, await png(200, 80, '#1e40af'), 'save');
  const signatureId = await uploadSignature(engineer.browser, await png(400, 150, '#111111'));
  return { engineer, logoId, signatureId };
}

describe('account deletion with local storage', () => {
  it('removes the logo, the signature and unfinished uploads from the uploads folder', async () => {
    const { engineer, logoId, signatureId } = await brandedEngineer('Acme Gas Services Ltd');
    const pendingId = await startUpload(engineer.browser, await png(20, 8, '#ff0000'), 'url');
    const receivedId = await startUpload(engineer.browser, await png(20, 8, '#00ff00'), 'put');
    const other = await brandedEngineer('Other Gas Ltd');

    const mine = [`images/${logoId}.png`, `images/${signatureId}.png`, `raw/${receivedId}`];
    const theirs = [`images/${other.logoId}.png`, `images/${other.signatureId}.png`];
    expect(storedFiles()).toEqual(expect.arrayContaining([...mine, ...theirs]));

    // A refused deletion leaves everything in place.
    const refused = await engineer.browser.post('/api/auth/delete-user', { password: 'wrong one' });
    expect(refused.status).toBe(400);
    expect(storedFiles()).toEqual(expect.arrayContaining(mine));

    const deleted = await engineer.browser.post('/api/auth/delete-user', {
      password: engineer.password,
    });
    expect(deleted.status).toBe(200);

    const left = storedFiles();
    for (const id of [logoId, signatureId, pendingId, receivedId]) {
      expect(left.filter((file) => file.includes(id))).toEqual([]);
    }
    const rows = await server.database.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(eq(uploadedImages.userId, engineer.id));
    expect(rows).toEqual([]);

    // Another user's images are untouched and still served to them.
    expect(left).toEqual(expect.arrayContaining(theirs));
    expect((await other.engineer.browser.get(`/api/uploads/${other.logoId}`)).status).toBe(200);
  });

  it('a certificate issued with the logo and signature still verifies and renders them afterwards', async () => {
    const { engineer, logoId, signatureId } = await brandedEngineer('Northern Pipework Ltd');
    const { number } = await issuedCertificate(engineer);
    const logoPng = fs.readFileSync(
      path.join(server.env.dataDir, 'uploads/images', `${logoId}.png`),
    );

    const deleted = await engineer.browser.post('/api/auth/delete-user', {
      password: engineer.password,
    });
    expect(deleted.status).toBe(200);
    expect(
      storedFiles().filter((file) => file.includes(logoId) || file.includes(signatureId)),
    ).toEqual([]);

    // Nobody can print it any more (its owner is gone), but anyone can still verify it...
    const verification = CertificateVerificationSchema.parse(
      await expectStatus(await server.browser().get(`/api/verify/${number}`), 200),
    );
    expect(verification).toMatchObject({ number, issuerName: 'Northern Pipework Ltd' });

    // ...and the kept row renders with the logo and signature it was issued with.
    const [row] = await server.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.number, number));
    if (!row) throw new Error('certificate row is gone');
    expect(row.userId).toBeNull();
    const document = fromStoredCertificate(row.content);
    expect(document.issuer.logoPng?.equals(logoPng)).toBe(true);
    expect(document.signature.signaturePng).not.toBeNull();
    const html = await renderCertificateHtml(document);
    expect(html).toContain(`data:image/png;base64,${logoPng.toString('base64')}`);
    expect(html).toContain('Northern Pipework Ltd');
    const pdf = await renderCertificatePdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('account deletion when the image storage cannot be reached', () => {
  it('still deletes the account, and logs which files were left behind', async () => {
    const s3Db = await createTestDatabase();
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'error' }, logStream);
    const env = parseEnv({
      DATA_DIR: s3Db.dataDir,
      ...(s3Db.config.databaseUrl ? { DATABASE_URL: s3Db.config.databaseUrl } : {}),
      BASE_URL: TEST_ORIGIN,
      // A closed loopback port: every S3 request fails (as in uploads-s3.test.ts).
      S3_BUCKET: 'pipeproof-test',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    const database = await openDatabase(s3Db.config);
    const auth = createAuth({ env, db: database.db, secret: TEST_AUTH_SECRET, logger });
    const app = await buildApp({
      env,
      database,
      authSecret: TEST_AUTH_SECRET,
      logger,
      auth,
      webDistDir: '/nonexistent/pipeproof-web-dist',
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP address');
      const browser = new Browser(`http://127.0.0.1:${address.port}`, TEST_ORIGIN);
      const { email, password } = await signUp(browser);
      await setUserTier(database.db, email, 'professional');
      const { id: userId } = UserSchema.parse(await (await browser.get('/api/auth/user')).json());
      // Presigning needs no network: the upload is started, its row made.
      const response = await browser.post('/api/company-branding/upload-url');
      const { uploadURL } = UploadUrlResponseSchema.parse(await expectStatus(response, 200));
      const uploadId = new URL(uploadURL).pathname.split('/').at(-1) ?? '';

      const deleted = await browser.post('/api/auth/delete-user', { password });
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      expect(await database.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
      expect(
        await database.db.select().from(uploadedImages).where(eq(uploadedImages.id, uploadId)),
      ).toEqual([]);

      const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'Account deleted, but some of its uploaded images could not be deleted from storage',
          userId,
          uploadIds: [uploadId],
        }),
      );
    } finally {
      await app.close();
      await database.close();
      await s3Db.dispose();
    }
  });
});
