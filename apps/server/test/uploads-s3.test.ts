import {
  ApiErrorBodySchema,
  CompanyBrandingSchema,
  UploadUrlResponseSchema,
} from '@pipeproof/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedImages } from '../src/db/schema';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { postSignature, signUp, type Browser } from './support/browser';
import { useTestApp } from './support/use-test-app';

// With S3_* set the app hands out presigned PUT URLs for the bucket instead of its own. There is
// no S3 here: the endpoint is a closed loopback port, so these tests check the URLs the app gives
// and that an unreachable bucket is a clear 503, never a 500 or a half-saved logo.
const S3_ENV = {
  S3_BUCKET: 'pipeproof-test',
  S3_REGION: 'eu-west-2',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  UPLOAD_RATE_LIMIT_MAX: '1000',
};

const server = useTestApp({ env: S3_ENV });
let browser: Browser;

beforeAll(async () => {
  browser = server.browser();
  const { email } = await signUp(browser);
  await setUserTier(server.database.db, email, 'professional');
});

async function errorOf(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return ApiErrorBodySchema.parse(await response.json());
}

describe('logo upload with S3-compatible storage', () => {
  it("lets the browser PUT to the bucket: its origin is in the page's CSP connect-src", async () => {
    const response = await browser.get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9(;|$)/);
  });

  it('upload-url answers a presigned PUT URL for the bucket', async () => {
    const response = await browser.post('/api/company-branding/upload-url');
    const { uploadURL } = UploadUrlResponseSchema.parse(await response.json());
    const url = new URL(uploadURL);
    expect(`${url.origin}${url.pathname}`).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/pipeproof-test\/uploads\/raw\/[0-9a-f-]{36}$/,
    );
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toMatch(/^(599|600)$/);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the app does not accept uploads itself', async () => {
    const { uploadURL } = UploadUrlResponseSchema.parse(
      await (await browser.post('/api/company-branding/upload-url')).json(),
    );
    const id = new URL(uploadURL).pathname.split('/').at(-1) ?? '';
    const png = await sharp({
      create: { width: 20, height: 8, channels: 3, background: '#1e40af' },
    })
      .png()
      .toBuffer();
    const response = await fetch(new URL(`/api/uploads/${id}?purpose=logo`, server.url), {
      method: 'PUT',
      headers: { origin: browser.origin, 'content-type': 'image/png' },
      body: png,
    });
    expect(response.status).toBe(404);
  });

  it('saving the logo when the bucket cannot be reached is a 503, and nothing changes', async () => {
    const { uploadURL } = UploadUrlResponseSchema.parse(
      await (await browser.post('/api/company-branding/upload-url')).json(),
    );
    const logoUrl = uploadURL.split('?')[0] ?? '';
    const error = await errorOf(await browser.post('/api/company-branding/logo', { logoUrl }), 503);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(error.message).toContain('File storage cannot be reached');
    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.logoUrl).toBe('');
  });

  it("refuses a logoUrl that is not this bucket's upload URL", async () => {
    const { uploadURL } = UploadUrlResponseSchema.parse(
      await (await browser.post('/api/company-branding/upload-url')).json(),
    );
    const id = new URL(uploadURL).pathname.split('/').at(-1) ?? '';
    for (const logoUrl of [
      `/api/uploads/${id}`,
      `http://127.0.0.1:9/another-bucket/uploads/raw/${id}`,
      `https://evil.example/pipeproof-test/uploads/raw/${id}`,
    ]) {
      const error = await errorOf(
        await browser.post('/api/company-branding/logo', { logoUrl }),
        400,
      );
      expect(error).toMatchObject({ field: 'logoUrl' });
    }
  });

  it('a signature upload when the bucket cannot be reached is a 503 and leaves no record', async () => {
    const before = await server.database.db.select().from(uploadedImages);
    const png = await sharp({
      create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await postSignature(browser, png);
    await errorOf(response, 503);
    const after = await server.database.db.select().from(uploadedImages);
    expect(after.filter((row) => row.status === 'ready')).toEqual(
      before.filter((row) => row.status === 'ready'),
    );
  });
});
