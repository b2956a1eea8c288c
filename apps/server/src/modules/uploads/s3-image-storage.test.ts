import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { S3Config } from '../../env';
import { S3ImageStorage } from './s3-image-storage';

// No S3 here: these tests check what can be checked without one: the presigned PUT URL's shape
// and, independently of the SDK, that its AWS Signature V4 is right for the key and lifetime.
const CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const AWS: S3Config = {
  bucket: 'pipeproof-logos',
  region: 'eu-west-2',
  endpoint: null,
  forcePathStyle: false,
  credentials: CREDENTIALS,
  keyPrefix: 'prod/',
};
const MINIO: S3Config = {
  ...AWS,
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9000',
  forcePathStyle: true,
  keyPrefix: '',
};
const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

function tenMinutesFromNow(): Date {
  return new Date(Date.now() + 600_000);
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** AWS Signature V4 for a presigned PUT, computed from the published algorithm. */
function expectedSignature(url: URL, secretAccessKey: string, region: string): string {
  const params = [...url.searchParams].filter(([name]) => name !== 'X-Amz-Signature');
  const canonicalQuery = params
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    'PUT',
    url.pathname,
    canonicalQuery,
    `host:${url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date') ?? '';
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

describe('S3ImageStorage presigned upload URLs (no network)', () => {
  it('AWS: virtual-hosted URL for the raw key, signed for PUT for ten minutes', async () => {
    const storage = new S3ImageStorage(AWS);
    const url = new URL(
      await storage.createUploadUrl({ id: ID, purpose: 'logo', expiresAt: tenMinutesFromNow() }),
    );
    expect(url.origin).toBe('https://pipeproof-logos.s3.eu-west-2.amazonaws.com');
    expect(url.pathname).toBe(`/prod/uploads/raw/${ID}`);
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toMatch(
      /^AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request$/,
    );
    expect(q.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(Number(q.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(599);
    expect(Number(q.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // A browser PUT sends no checksum headers: none may be signed into the URL.
    expect([...q.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(q.get('X-Amz-Signature')).toBe(
      expectedSignature(url, CREDENTIALS.secretAccessKey, 'eu-west-2'),
    );
  });

  it('S3-compatible endpoint with path-style addressing', async () => {
    const storage = new S3ImageStorage(MINIO);
    const url = new URL(
      await storage.createUploadUrl({ id: ID, purpose: 'logo', expiresAt: tenMinutesFromNow() }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://127.0.0.1:9000/pipeproof-logos/uploads/raw/${ID}`,
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe(
      expectedSignature(url, CREDENTIALS.secretAccessKey, 'us-east-1'),
    );
  });

  it('a different secret gives a different signature (the check above can fail)', async () => {
    const storage = new S3ImageStorage(AWS);
    const url = new URL(
      await storage.createUploadUrl({ id: ID, purpose: 'logo', expiresAt: tenMinutesFromNow() }),
    );
    expect(url.searchParams.get('X-Amz-Signature')).not.toBe(
      expectedSignature(url, 'another-secret', 'eu-west-2'),
    );
  });

  it('reads the upload id back from the URL without its query, and nothing else', async () => {
    const storage = new S3ImageStorage(AWS);
    const url = await storage.createUploadUrl({
      id: ID,
      purpose: 'logo',
      expiresAt: tenMinutesFromNow(),
    });
    const bare = url.split('?')[0] ?? '';
    expect(await storage.uploadIdFromUrl(bare)).toBe(ID);
    const elsewhere = [
      bare.replace('pipeproof-logos.', 'other-bucket.'),
      bare.replace('/prod/', '/test/'),
      bare.replace('/raw/', '/images/'),
      bare.replace(ID, 'not-a-uuid'),
      `${bare}.png`,
      `/api/uploads/${ID}`,
    ];
    for (const candidate of elsewhere) expect(await storage.uploadIdFromUrl(candidate)).toBeNull();
  });

  it('names the origin the browser uploads to (for connect-src and the bucket CORS rules)', async () => {
    expect(await new S3ImageStorage(AWS).uploadOrigin()).toBe(
      'https://pipeproof-logos.s3.eu-west-2.amazonaws.com',
    );
    expect(await new S3ImageStorage(MINIO).uploadOrigin()).toBe('http://127.0.0.1:9000');
  });

  it('keeps raw uploads and served PNGs apart under the key prefix', () => {
    const storage = new S3ImageStorage(AWS);
    expect(storage.rawKey(ID)).toBe(`prod/uploads/raw/${ID}`);
    expect(storage.imageKey(ID)).toBe(`prod/uploads/images/${ID}.png`);
    expect(() => storage.rawKey('../../etc/passwd')).toThrow();
  });
});
