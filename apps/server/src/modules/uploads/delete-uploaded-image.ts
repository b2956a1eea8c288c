import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploadedImages } from '../../db/schema';
import type { ImageStorage } from './image-storage';

/**
 * Forgets an uploaded image: the row first (so nothing serves or references it any more), then
 * its bytes. A storage failure leaves an unreferenced file behind, which is harmless; it must not
 * undo a change the user has already been told is saved.
 */
export async function deleteUploadedImage(
  db: Db,
  storage: ImageStorage,
  id: string,
): Promise<void> {
  await db.delete(uploadedImages).where(eq(uploadedImages.id, id));
  await Promise.allSettled([storage.deleteImage(id), storage.deleteRawUpload(id)]);
}
