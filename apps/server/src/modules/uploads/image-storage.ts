/** What an uploaded image is for: an upload URL made for one cannot become the other. */
export const UPLOAD_PURPOSES = ['logo', 'signature'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Where logo and signature bytes live (architecture.md §2 File storage; decision 0701). Two kinds of
 * object per upload id: the raw file as the browser sent it (checked later, never served) and
 * the checked, re-encoded PNG the app serves. Ids are UUIDs made by the database.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /**
   * The origin the browser PUTs uploads to when it is not the app's own (S3): the
   * Content-Security-Policy must allow it in connect-src. Null for the app's own upload URLs.
   */
  uploadOrigin(): Promise<string | null>;
  /** A short-lived URL the browser PUTs the raw file to (product.md §7 `PUT {uploadURL}`). */
  createUploadUrl(upload: { id: string; purpose: UploadPurpose; expiresAt: Date }): Promise<string>;
  /** The upload id an upload URL (without its query string) names; null when it is not ours. */
  uploadIdFromUrl(url: string): Promise<string | null>;
  /** The raw file, or null when none was uploaded; UploadTooLargeError when over `maxBytes`. */
  readRawUpload(id: string, maxBytes: number): Promise<Buffer | null>;
  deleteRawUpload(id: string): Promise<void>;
  writeImage(id: string, png: Buffer): Promise<void>;
  /** The PNG, or null when there is none. */
  readImage(id: string): Promise<Buffer | null>;
  deleteImage(id: string): Promise<void>;
}

/** Thrown by storage when a raw upload is larger than allowed. */
export class UploadTooLargeError extends Error {
  constructor(readonly byteSize: number) {
    super(`Upload of ${byteSize} bytes is over the limit`);
    this.name = 'UploadTooLargeError';
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUploadId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Storage keys are built from ids: anything else would be a path-traversal bug. */
export function assertUploadId(id: string): string {
  if (!isUploadId(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
  return id;
}
