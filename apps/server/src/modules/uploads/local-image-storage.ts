import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADED_IMAGE_PATH_PREFIX } from '@pipeproof/contracts';
import {
  assertUploadId,
  isUploadId,
  UploadTooLargeError,
  type ImageStorage,
  type UploadPurpose,
} from './image-storage';
import type { UploadUrlSigner } from './upload-url-signature';

/** The query of a local upload URL (decision 0701). */
export interface LocalUploadQuery {
  purpose: UploadPurpose;
  expires: number;
  signature: string;
}

/**
 * Image storage in a local folder, DATA_DIR/uploads by default (architecture.md §2): raw uploads in
 * `raw/<id>`, served PNGs in `images/<id>.png`. Upload URLs point at the app itself
 * (`PUT /api/uploads/<id>?purpose&expires&signature`), signed with the server secret.
 */
export class LocalImageStorage implements ImageStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly rootDir: string,
    private readonly signer: UploadUrlSigner,
  ) {}

  /** Uploads go to the app itself ('self'). */
  uploadOrigin(): Promise<string | null> {
    return Promise.resolve(null);
  }

  async createUploadUrl(upload: {
    id: string;
    purpose: UploadPurpose;
    expiresAt: Date;
  }): Promise<string> {
    const expires = Math.floor(upload.expiresAt.getTime() / 1000);
    const fields = { id: assertUploadId(upload.id), purpose: upload.purpose, expires };
    const query = new URLSearchParams({
      purpose: upload.purpose,
      expires: String(expires),
      signature: this.signer.sign(fields),
    });
    // Relative to the app: the browser PUTs to the origin it is on, whatever BASE_URL says.
    return `${UPLOADED_IMAGE_PATH_PREFIX}${upload.id}?${query.toString()}`;
  }

  async uploadIdFromUrl(url: string): Promise<string | null> {
    let pathname: string;
    try {
      const parsed = new URL(url, 'http://upload.invalid');
      if (parsed.search !== '' || parsed.hash !== '') return null;
      pathname = parsed.pathname;
    } catch {
      return null;
    }
    if (!pathname.startsWith(UPLOADED_IMAGE_PATH_PREFIX)) return null;
    const id = pathname.slice(UPLOADED_IMAGE_PATH_PREFIX.length);
    return isUploadId(id) ? id : null;
  }

  /** 'valid', 'bad-signature' or 'expired' for the query of a PUT to `/api/uploads/<id>`. */
  checkUploadUrl(id: string, query: LocalUploadQuery, now: Date) {
    return this.signer.verify(
      { id, purpose: query.purpose, expires: query.expires },
      query.signature,
      now,
    );
  }

  async writeRawUpload(id: string, bytes: Buffer): Promise<void> {
    await this.writeAtomically(this.rawPath(id), bytes);
  }

  async readRawUpload(id: string, maxBytes: number): Promise<Buffer | null> {
    const file = this.rawPath(id);
    const stat = await statOrNull(file);
    if (stat === null) return null;
    if (stat.size > maxBytes) throw new UploadTooLargeError(stat.size);
    return fs.readFile(file);
  }

  async deleteRawUpload(id: string): Promise<void> {
    await fs.rm(this.rawPath(id), { force: true });
  }

  async writeImage(id: string, png: Buffer): Promise<void> {
    await this.writeAtomically(this.imagePath(id), png);
  }

  async readImage(id: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.imagePath(id));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async deleteImage(id: string): Promise<void> {
    await fs.rm(this.imagePath(id), { force: true });
  }

  private rawPath(id: string): string {
    return path.join(this.rootDir, 'raw', assertUploadId(id));
  }

  private imagePath(id: string): string {
    return path.join(this.rootDir, 'images', `${assertUploadId(id)}.png`);
  }

  /** Write to a temporary name, then rename: a reader never sees half a file. */
  private async writeAtomically(file: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, bytes, { mode: 0o600 });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }
}

async function statOrNull(file: string) {
  try {
    return await fs.stat(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
