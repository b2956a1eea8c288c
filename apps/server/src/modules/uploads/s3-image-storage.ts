import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '../../app-error';
import type { S3Config } from '../../env';
import {
  assertUploadId,
  isUploadId,
  UploadTooLargeError,
  type ImageStorage,
  type UploadPurpose,
} from './image-storage';

/** Stands in for an id when working out what this bucket's upload URLs look like. */
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Image storage in an S3-compatible bucket (architecture.md §2, `S3_*` variables; decision 0701). The
 * browser PUTs the raw file straight to the bucket with a presigned URL; the app then reads it,
 * checks and re-encodes it, and stores the PNG it serves itself (the bucket stays private).
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private uploadUrlShape: Promise<{ before: string; after: string }> | null = null;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // No checksum parameters in presigned URLs: a browser PUT could not match them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async createUploadUrl(upload: {
    id: string;
    purpose: UploadPurpose;
    expiresAt: Date;
  }): Promise<string> {
    const expiresInSeconds = Math.max(
      1,
      Math.round((upload.expiresAt.getTime() - Date.now()) / 1000),
    );
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.rawKey(upload.id),
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  async uploadIdFromUrl(url: string): Promise<string | null> {
    const { before, after } = await this.getUploadUrlShape();
    if (!url.startsWith(before) || !url.endsWith(after)) return null;
    const id = url.slice(before.length, url.length - after.length);
    return isUploadId(id) ? id : null;
  }

  /**
   * The origin the browser PUTs to: the page's Content-Security-Policy must allow it in
   * connect-src (http/security-headers.ts), and the bucket's CORS rules must allow PUT from the app.
   */
  async uploadOrigin(): Promise<string> {
    return new URL((await this.getUploadUrlShape()).before).origin;
  }

  async readRawUpload(id: string, maxBytes: number): Promise<Buffer | null> {
    const key = this.rawKey(id);
    try {
      const head = await this.reach((client) =>
        client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key })),
      );
      // Checked before downloading: a presigned PUT cannot limit the size (decision 0701).
      if ((head.ContentLength ?? 0) > maxBytes)
        throw new UploadTooLargeError(head.ContentLength ?? 0);
      return await this.getObject(key);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async deleteRawUpload(id: string): Promise<void> {
    await this.deleteObject(this.rawKey(id));
  }

  async writeImage(id: string, png: Buffer): Promise<void> {
    await this.reach((client) =>
      client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.imageKey(id),
          Body: png,
          ContentType: 'image/png',
        }),
      ),
    );
  }

  async readImage(id: string): Promise<Buffer | null> {
    try {
      return await this.getObject(this.imageKey(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async deleteImage(id: string): Promise<void> {
    await this.deleteObject(this.imageKey(id));
  }

  rawKey(id: string): string {
    return `${this.config.keyPrefix}uploads/raw/${assertUploadId(id)}`;
  }

  imageKey(id: string): string {
    return `${this.config.keyPrefix}uploads/images/${assertUploadId(id)}.png`;
  }

  /** An upload URL without its query is the same for every id but the id itself. */
  private getUploadUrlShape() {
    this.uploadUrlShape ??= this.createUploadUrl({
      id: PLACEHOLDER_ID,
      purpose: 'logo',
      expiresAt: new Date(Date.now() + 60_000),
    }).then((url) => {
      const withoutQuery = url.split('?')[0] ?? '';
      const at = withoutQuery.lastIndexOf(PLACEHOLDER_ID);
      return {
        before: withoutQuery.slice(0, at),
        after: withoutQuery.slice(at + PLACEHOLDER_ID.length),
      };
    });
    return this.uploadUrlShape;
  }

  /** S3's own answers pass through; an unreachable S3 is a 503, not a 500. */
  private async reach<T>(call: (client: S3Client) => Promise<T>): Promise<T> {
    try {
      return await call(this.client);
    } catch (error) {
      if (error instanceof S3ServiceException || error instanceof UploadTooLargeError) throw error;
      throw new AppError('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
    }
  }

  private async getObject(key: string): Promise<Buffer> {
    const answer = await this.reach((client) =>
      client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key })),
    );
    if (!answer.Body) return Buffer.alloc(0);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  private async deleteObject(key: string): Promise<void> {
    await this.reach((client) =>
      client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key })),
    );
  }
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage cannot be reached just now. Please try again in a few minutes.';

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}
