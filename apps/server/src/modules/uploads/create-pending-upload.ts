import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import { deleteStaleUploads } from './delete-stale-uploads';
import type { ImageStorage, UploadPurpose } from './image-storage';

/** Short-lived (architecture.md §2): long enough for 5 MB on poor signal, no longer (decision 0701). */
export const UPLOAD_URL_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Starts a direct upload (product.md §7 POST /api/company-branding/upload-url): a 'pending' row for the
 * user and a signed URL for exactly that upload, valid for ten minutes.
 */
export async function createPendingUpload(
  db: Db,
  storage: ImageStorage,
  input: { userId: string; purpose: UploadPurpose; now: Date },
): Promise<{ id: string; uploadURL: string }> {
  await deleteStaleUploads(db, storage, input.userId, input.now);
  const [row] = await db
    .insert(uploadedImages)
    .values({ userId: input.userId, purpose: input.purpose, status: 'pending' })
    .returning({ id: uploadedImages.id });
  if (!row) throw new Error('insert returned no row');
  const expiresAt = new Date(input.now.getTime() + UPLOAD_URL_LIFETIME_MS);
  const uploadURL = await storage.createUploadUrl({
    id: row.id,
    purpose: input.purpose,
    expiresAt,
  });
  return { id: row.id, uploadURL };
}
